import type { Lexicon } from './types';

/** Activation verbs shared by several systems. */
const ACTIVATE = 'activo|activa|activamos|activar|activando|activad|activá|activen|prendé|prende|prendo|prendan|enciende|encendé|enciendan|enciendo';

/**
 * Verbs of moving a boat the course's first phrases leave out, in every person a Captain orders in (yo,
 * tú, vos, vosotros, ustedes, the reflexive): "seguimos hacia el este", "nos dirigimos al norte",
 * "dirígete al este", "naveguen al sur". Kept apart so that the phrases Vosk was tuned on stay as they were.
 */
const MOTION = [
  'vete|váyanse|navego|naveguen|navegad|navegá|avancen|avanzad|avanzá|avancemos',
  'sigo|sigue|seguimos|sigan|seguid|seguí|sigamos|continúo|continúa|continuamos|continúen|continuad',
  'giren|girad|girá|viro|viren|virad|moved|mové|movámonos',
  'dirijo|dirige|dirigimos|dirijan|dirigíos|dirígete|diríjanse|dirijámonos',
  'tira|tiramos|tiremos|tiren|subo|bajo',
].join('|');

/** Words of urgency press an order on: "norte, ya", "al sur, rápido" (not the words of address: see en.ts). */
const PRESSING = 'ya|ahora|rápido|enseguida|inmediatamente';

/** Sounds of hesitation: fillers, and in push-to-talk no obstacle to a STOP ("uh, stop"). */
const HESITATIONS = ['eh', 'em', 'emm', 'ehm', 'mm', 'mmm', 'ah', 'uh', 'um', 'uhm', 'ay', 'uy'];

/**
 * Courtesy that asks leave, said as one word (a compound) and free (a filler): it is neither a plan
 * ("si …") nor a negation ("no"). Not "si puedes": that is as often a condition ("si puedes verlos,
 * dispara a ce seis") as a courtesy.
 */
/** The words that put a new value in place of the one just said: "torpedo a e ocho, mejor dicho, e nueve". */
const CORRECTING = ['corrijo', 'mejor dicho', 'quise decir'];

/**
 * The sonar answer named before its facts ("respuesta al sonar: columna de, sector cinco"): nothing but a
 * filler. Not "al sonar" or "para el sonar", the First Mate's "una para el sonar".
 */
const ANSWER_NAMED = ['respuesta al sonar', 'respuesta del sonar', 'respuesta sonar', 'para su sonar'];

const COURTESY = ['si no te importa', 'si no les importa', 'si no os importa', 'si no le importa', 'si es tan amable', 'si eres tan amable', 'si te parece bien', 'si les parece bien', 'si os parece bien', 'si le parece bien'];

/**
 * An order asked as a favour: "¿puedes lanzar el dron al sector dos?", "¿podrías disparar a ce seis?".
 * With the key pressed it is the order; with an open microphone, opening an utterance, a question (talk.ts).
 */
const REQUESTS = ['puedes', 'podrías', 'puede', 'podría', 'podéis', 'pueden', 'podrían'];

/** The hull said secured after surfacing: the words saying a share of it is done. */
const HULL_DONE = 'asegurado|asegurada|asegurados|listo|lista|hecho|hecha|completo|completa|terminado|terminada|tachado|tachada|reparado|reparada|sellado|sellada';

/**
 * Spanish, from the rulebook's own wording (seed 000: «RUMBO NORTE», «¡COLOCO UNA MINA!», «¡DETONO UNA
 * MINA EN G7!», «TORPEDO LANZADO, IMPACTO EN C6», «¿ESTÁN EN EL SECTOR 5?», «¡ACTIVO EL SONAR!»,
 * «ACTIVO PROPULSIÓN SILENCIOSA», «¡EMERGER!», «¡INMERSIÓN!», «OK», «ALTO», «MINA LISTA») and the way
 * people say them at the table.
 */
export const es: Lexicon = {
  lang: 'es',
  letters: [['a'], ['be'], ['ce'], ['de'], ['e'], ['efe'], ['ge'], ['hache'], ['i'], ['jota'], ['ka'], ['ele'], ['eme'], ['ene'], ['o']],
  numbers: [
    ['cero'],
    ['uno', 'una', 'un'],
    ['dos'],
    ['tres'],
    ['cuatro'],
    ['cinco'],
    ['seis'],
    ['siete'],
    ['ocho'],
    ['nueve'],
    ['diez'],
    ['once'],
    ['doce'],
    ['trece'],
    ['catorce'],
    ['quince'],
  ],
  directions: { N: ['norte', 'arriba'], E: ['este', 'derecha', 'levante'], S: ['sur', 'abajo'], W: ['oeste', 'izquierda', 'poniente'] },
  diagonals: { NE: ['noreste', 'nordeste'], SE: ['sureste', 'sudeste'], SW: ['suroeste', 'sudoeste'], NW: ['noroeste'] },
  systems: {
    mine: ['mina', 'minas'],
    torpedo: ['torpedo', 'torpedos'],
    drone: ['dron', 'drones', 'drone'],
    sonar: ['sonar'],
    silence: ['silencio', 'silenciosa'],
    scenario: ['escenario'],
  },
  symbols: {
    weapon: ['armamento', 'arma', 'armas', 'rojo', 'roja', 'mina:0.4', 'torpedo:0.4'],
    detection: ['detección', 'verde', 'dron:0.4', 'sonar:0.4'],
    special: ['especial', 'especiales', 'amarillo', 'amarilla', 'silencio:0.4', 'escenario:0.4'],
    radiation: ['radiación', 'nuclear', 'radiactivo', 'radiactiva', 'radioactivo'],
  },
  parts: { circuit: ['circuito', 'circuitos', 'central', 'centrales', 'centro'], reactor: ['reactor'] },
  ambiguous: ['este'],
  familyDirections: ['arriba', 'abajo', 'izquierda', 'derecha'],
  talk: ['alto', 'ok', 'okey', 'okay', 'vale', 'listo', 'listos', 'hecho', 'terminado', 'paso', 'cambio', 'para', 'bien', 'eso', 'claro', 'dale', 'exacto', 'adelante', 'sigue', 'no', 'error', 'fuera', 'mal', 'perfecto', 'correcto', 'conforme', 'quieto', 'quietos'],
  splits: [['o este', 'oeste']],
  // "el", "del": "el este", "el verde del este" are the east (the demonstrative takes no article).
  cuesAfter: ['arma', 'armas', 'roja', 'rojas', 'detección', 'amarilla', 'amarillas', 'especiales', 'radiación', 'radiactiva'],
  cues: ['rumbo', 'al', 'el', 'del', 'hacia', 'dirección', 'para', 'panel', 'vamos', 'voy', 'giramos', 'gira', 'vira', 'avanzamos', 'moviendo', 'por'],
  hesitations: HESITATIONS,
  spoken: {
    letterWords: [[], [], [], [], [], [], [], [], [], [], [], [], [], [], []],
    spellLinks: ['de', 'como'],
    letterQualifiers: ['larga', 'alta', 'grande', 'latina', 'muda'],
    spellWords: [['avión'], ['burro', 'barco'], ['casa'], ['dedo'], ['elefante'], ['foca'], ['gato'], ['hotel'], ['iglesia'], ['jamón'], ['kilo'], ['luna'], ['mamá'], ['nariz'], ['oso']],
    double: [],
    zeros: ['cero'],
    radioNumbers: [],
    seats: ['capitán', 'capi', 'primer oficial', 'oficial', 'segundo', 'ingeniero', 'jefe de máquinas', 'mecánico', 'radiofonista', 'operador de radio', 'operador', 'radio'],
    openers: ['vale', 'venga', 'vamos', 'dale', 'bueno', 'pues', 'a ver', 'ya', 'ok', 'okey', 'mira', 'órale', 'ándale', 'che', 'hala'],
    requests: ['por favor', 'porfa', 'porfavor'],
    // Not "entonces": it closes a condition as often ("si vamos al norte, entonces …").
    consequences: ['así que', 'por eso', 'o sea que'],
    pointAdverbs: [],
    particles: [],
    doneLast: [['tachado', 'tacho'], ['tachada', 'tacho'], ['tachados', 'tacho'], ['tachadas', 'tacho']],
    here: ['aquí', 'acá', 'habla', 'soy'],
    pointers: ['ese', 'esa', 'aquel', 'aquella'],
    addressWords: ['güey', 'wey', 'compas', 'chamo', 'pana', 'illo', 'quillo', 'chiquillos'],
    takeBack: ['olvídalo', 'déjalo', 'qué va', 'ni hablar', 'mejor no'],
  },
  fillers: [
    ...COURTESY,
    ...ANSWER_NAMED,
    ...REQUESTS,
    'cuanto antes', 'en seguida', 'enseguida',
    ...HESITATIONS, 'pues', 'bueno', 'venga', 'vale', 'ok', 'okey', 'a', 'ver', 'vamos', 'ya', 'ahora',
    'por', 'favor', 'porfa', 'oye', 'mira', 'o', 'sea', 'entonces', 'y', 'que', 'la', 'el', 'los', 'las', 'lo',
    'un', 'una', 'al', 'de', 'del', 'en', 'con', 'para', 'hacia', 'desde', 'capitán', 'chicos', 'equipo', 'rápido',
    'ahí', 'allí', 'aquí', 'nos', 'me', 'se', 'le', 'mi', 'su', 'es', 'hay', 'muy', 'bien', 'hala', 'va', 'tío',
    'hombre', 'pa', 'pal', 'l', 'propulsión', 'hago', 'mismo', 'inmediatamente', 'ojo', 'atención', 'estamos', 'símbolo', 'casilla', 'dale', 'órale', 'ándale', 'che', 'gracias', 'porfavor', 'muchachos', 'gente',
    'señores', 'mano', 'ey', 'parce', 'parcero', 'po',
    // "otra vez" (again), "un momento".
    'otra', 'vez', 'momento'
  ],
  // A recognizer splits the diagonals: "sur oeste" is south-west, never west nor south (issue 17.6).
  // The adjective stands alone ("la roja", "quello rosso"): no pronoun after it.
  symbolPronouns: [],
  gaugeBoxes: ['casilla', 'casillas', 'rayita', 'rayitas', 'marquita', 'raya', 'muesca', 'marca'],
  compounds: [...COURTESY, ...ANSWER_NAMED, ...REQUESTS.filter((r) => r.includes(' ')), ...CORRECTING.filter((c) => c.includes(' ')), 'cuanto antes', 'en seguida', 'sur oeste', 'sur este', 'nor este', 'nor oeste', 'sur o este', 'nor o este'],
  confusions: [
    ['ce', 'se', 0.1],
    ['i', 'y', 0.1],
    ['be', 've', 0.1],
    ['hache', 'ache', 0.1],
    ['a', 'ha', 0.1],
    ['o', 'oh', 0.1],
    ['ka', 'ca', 0.1],
    ['ene', 'en', 0.2],
    ['ele', 'el', 0.2],
    ['eme', 'me', 0.2],
    ['ene', 'eme', 0.35],
    ['ele', 'ene', 0.35],
    ['efe', 'ese', 0.35],
    ['dos', 'doce', 0.35],
    ['tres', 'trece', 0.35],
    ['cuatro', 'catorce', 0.35],
    ['cinco', 'quince', 0.35],
    ['once', 'doce', 0.35],
    ['seis', 'seix', 0.2],
  ],
  rhymes: [['be', 'ce', 'de', 'e', 'ge', 'pe', 'te', 've']],
  stopWords: ['stop', 'alto', 'para'],
  partialStops: ['stop', 'alto'],
  corrections: ['no', 'digo', 'perdón', 'perdona', 'espera', 'esperen'],
  replacing: CORRECTING,
  apostrophe: 'split',
  tableTalk: {
    status: ['lista', 'listo', 'listas', 'listos', 'cargada', 'cargado', 'cargadas', 'cargados', 'preparada', 'preparado', 'preparadas', 'preparados', 'lleno', 'llena', 'llenos', 'llenas', 'disponible', 'disponibles'],
    linking: ['ya', 'está', 'están', 'es', 'son', 'el', 'la', 'los', 'las', 'capitán', 'chicos', 'del', 'todo', 'indicador', 'medidor', 'barra', 'marcador'],
    reports: ['va por', 'anda por', 'está en', 'está a', 'va en', 'llega a'],
    questionTails: ['o qué', 'o no', 'verdad', 'sí o no', 'o cómo', 'no crees', 'dices', 'decís', 'crees', 'creés', 'te parece'],
    requests: REQUESTS,
    questionOpenings: ['lo cargo', 'la cargo', 'lo marco', 'la marco', 'debo', 'tengo que', 'hace falta'],
    inversions: [],
    opinions: ['para mí', 'creo que', 'yo creo', 'me parece', 'seguro que', 'a lo mejor', 'quizás', 'quizá', 'igual están', 'pienso que', 'apuesto', 'diría que', 'supongo'],
    quotes: ['dijo', 'dijeron', 'dice', 'dicen', 'dicho', 'anunció', 'anunciaron', 'anuncia', 'anuncian', 'oí', 'oímos', 'escuché', 'escuchamos', 'gritó', 'cantó', 'cantaron'],
    ownWords: ['he dicho', 'te dije', 'te he dicho'],
    unfinished: ['la', 'los', 'las', 'del', 'al', 'con', 'por', 'que', 'mi', 'su', 'nuestro', 'nuestra'],
    address: ['favor', 'por favor', 'porfa', 'chicos', 'oye', 'tío', 'hombre', 'todos'],
    urgency: ['ya', 'ahora', 'ahora mismo', 'ya mismo', 'cuanto antes', 'inmediatamente', 'rápido', 'enseguida', 'en seguida'],
    sequels: ['entonces', 'pues'],
    pauses: ['pausa', 'un segundo', 'un momento', 'un momentito', 'el juego', 'paramos', 'paren', 'todos', 'todo', 'ahí'],
    negations: ['nunca', 'jamás'],
    verdictNegations: ['no'],
    negationIdioms: ['o no', 'o nunca', 'ahora o nunca'],
    plans: ['primero', 'después', 'luego', 'cuando', 'el próximo turno', 'podríamos', 'deberíamos', 'hay que', 'pensemos', 'la próxima', 'la próxima vez', 'más tarde'],
    // Third person plural of the verbs of moving: a report about the enemy ("van al norte"), never an order.
    articles: ['el', 'la', 'los', 'las', 'un', 'una'],
    nounOpeners: ['rumbo', 'dirección', 'proa', 'caña', 'timón', 'avante', 'punto', 'fuego', 'impacto', 'tubo', 'emersión', 'superficie', 'inmersión', 'bum', 'pum', 'giro', 'tiro', 'disparo', 'marco', 'marca', 'cargo', 'carga', 'suma', 'uso', 'envío', 'mando', 'bajo', 'vuela', 'echo', 'activo', 'lanza', 'paso', 'avería', 'fallo', 'raya', 'rayo', 'tomo', 'baja', 'tacha', 'esta'],
    // "Quedó" as "is left" ("el casco quedó reparado").
    copulas: ['es', 'está', 'están', 'era', 'estaba', 'son', 'quedó', 'queda', 'quedaba'],
    verbClitics: ['me', 'te', 'se', 'nos', 'os', 'le', 'les'],
    statements: ['hay', 'había', 'ellos', 'el enemigo', 'enemigo', 'dijeron', 'su capitán', 'el otro', 'la otra', 'los otros',
      'van', 'navegan', 'avanzan', 'siguen', 'giran', 'viran', 'mueven', 'dirigen', 'suben', 'bajan', 'estaban', 'andan',
      // What they did, and where we went (preterite): "dispararon a ce ocho", "fuimos al norte".
      'dispararon', 'lanzaron', 'pusieron', 'soltaron', 'tiraron', 'usaron', 'detonaron', 'fuimos', 'íbamos', 'estábamos',
      // What was just done is reported ("acaban de salir a superficie"), not ordered.
      'acaban de', 'acabamos de'],
  },
  phrases: {
    course: [
      'rumbo|vamos|voy|giramos|giro|gira|viramos|vira|avanzamos|avanzo|avanza|navegamos|navega|movemos|muevo|moviendo|dirección|tomamos al|a|hacia|para|por? la|el? $dir',
      `${MOTION} al|a|hacia|para|pa|pal|por? la|el? $dir`,
      // A direction pressed on is an order, not a place named in talk ("norte, ya").
      `${PRESSING} al? $dir`,
      `al? $dir ${PRESSING}`,
      // A compass point asked for as a favour (see en.ts): "por favor" whole ("a favor" is "in favour");
      // "este" only after "al" ("este, por favor" is "this one, please").
      '$compass por favor',
      '$compass porfa|porfavor',
      'al $dir por favor',
      'al $dir porfa|porfavor',
      // Regional and the sea's own (issue 27): voseo, ustedes, Mexican and Rioplatense wording, "proa al sur".
      'andá|anda|vayan|vámonos|proa|caña|timón|agarra|agarramos|jálale|metele al|a|hacia|para|por? la|el? $dir',
      'a toda máquina|marcha al|a|hacia|para? el? $dir',
      'avante toda al|a|hacia|para? el? $dir',
      // Every person a Captain orders in, and the colloquial "echar" / "bajar" / "subir" of a heading.
      'muévanse|muévete|muevan|mueve|echa|échale|echen|bajamos|bajen|baja|subimos|suban|sube al|a|hacia|para|pa|pal|por? la|el? $dir',
    ],
    mark: [
      'marco|marca|marcá|marcamos|marquen|marcar|cargo|carga|cargamos|carguen|cargar|cargando|sumo|suma|punto? $system',
      // The mark on the gauge by its name: "ponle una rayita al torpedo", "una marca en el sonar".
      'ponle|añade|suma? una|un raya|rayita|marquita|palito a|al|en|el|la? $system',
      'uno|una|un para|al|a|pal|pa $system',
      'dame|deme|denme|pásame un|una $system',
      // The notch by its name: "una muesca en el escenario".
      'una muesca en|al? $system',
      // The system named first, then the act: "torpedo, marco".
      '$system marco|sumo|cargo',
      // The system first, then its box counted: "dron, una casilla", "sonar, una rayita más" (never a sector).
      '$system una casilla|rayita|marquita',
      // The mark reported as done by the marking verb's participle ("dron marcado"); "mina lista" / "torpedo
      // cargado" (the gauge is full) stay announcements (tableTalk.status).
      '$system marcado|marcada|sumado|sumada',
    ],
    cross: [
      'tacho|tachamos|tachar|tacha|tachá|taché|táchale|táchalo|táchala|cruzo|rayo|raya|avería|fallo|marco|agarro|tomo|tachado|tachada? panel? $panel? $symbol $part?',
      // The symbol named first, then the act: "el amarillo, tachado".
      '$symbol tachado|tachada',
      'tacho|tachamos|tachar|tacha|taché|cruzo|rayo|raya|avería|fallo? panel? $panel? $part $symbol',
      'tacho|tachamos|tachar|tacha|taché|cruzo|rayo|raya|avería|fallo? $symbol $part? panel? $panel',
      'tacho|tachamos|tachar|tacha|taché|cruzo|rayo|raya|avería|fallo? $symbol panel? $panel $part',
    ],
    stop: ['stop|alto|para|paren|parad|paramos|quietos|quieto|detente|deteneos|frena|frenad', 'máquinas alto|paradas', 'para|paren|parad|paramos todo', 'todos quietos'],
    resume: ['seguimos|sigue|seguid|sigan|sigamos|continuamos|continúa|continuad|continúen|reanudamos|reanuda|reanudad|adelante', 'fin alto|stop|parada'],
    mine: [
      'coloco|colocamos|colocar|pongo|ponemos|poner|poné|pongan|pon|suelto|soltamos|soltar|soltá|suelten|dejo|dejamos|dejar|lanzo|echo|tiro|tirá|planto? mina colocada|puesta|soltada? $cell',
      'coloco|colocamos|colocar|pongo|ponemos|poner|suelto|soltamos|soltar|dejo|dejamos|dejar|lanzo|echo|tiro|planto? mina~1.2 colocada|puesta|soltada? $heading',
      'coloco|colocamos|colocar|pongo|ponemos|poner|suelto|soltamos|soltar|dejo|dejamos|dejar|planto? mina colocada|puesta|soltada?',
    ],
    detonate: [
      `detono|detonamos|detonar|detona|exploto|explotamos|explotar|explota|revienta|reviento|bum|pum|${ACTIVATE}~0.4 mina $cell`,
      'detono|detonamos|detonar|detona|detoná|detonen|explota|explotar|revienten|reventá $cell',
      // "Volar" a mine is blowing it up: "vuela la mina de ce tres".
      'vuela|volamos|volad|vuelen|volá|volar|estalla|estallar mina $cell',
      'detono|detonamos|detonar|detona|exploto|explota|explotar mina',
    ],
    torpedo: [
      'lanzo|lanzamos|lanzar|lanza|lanzá|lancen|disparo|disparamos|disparar|dispara|dispará|disparen|suelto|tiro|tirá|tiren|echa|échale|fuego? torpedo|torpedos|pez lanzado? impacto? $cell',
      'fuego|disparo|disparamos|dispara|dispará|disparen|impacto|pégale|péguenle|tírale|tírenle $cell',
      'fuego a discreción $cell',
      'tubo uno|dos? fuego|dispara|disparen $cell',
      // The weapon's own verb, "torpedear": "torpedeen ce cinco".
      'torpedea|torpedeen|torpedead|torpedeamos|torpedear|torpedeá|torpedéalo|torpedéenlos $cell',
      'lanzo|lanzamos|lanzar|disparo|disparamos|fuego? torpedo|torpedos lanzado?',
    ],
    drone: [
      `lanzo|lanzamos|lanzar|lanza|lanzá|lancen|envío|enviamos|mando|mandamos|mandá|manden|manda|${ACTIVATE}? dron|drones|drone sector? $sector`,
      'estáis|están|estás|está sector $sector',
      `lanzo|lanzamos|lanzar|envío|enviamos|mando|mandamos|${ACTIVATE} dron|drones|drone`,
    ],
    sonar: [
      `[captain] ${ACTIVATE}|lanzo|lanzamos|lancen|usamos|usa|usen|usad|uso~ sonar`,
      // The sweep and the cast of a sonar: "echamos un sonar", "hagan un barrido de sonar".
      '[captain] echar|echamos|echemos|echen|echá|hagan|hacemos|haz|hacé un? sonar|barrido de? sonar?',
      `[firstMate] ${ACTIVATE}|lanzo|uso sonar`,
      'sonar activado|activo|lanzado',
    ],
    silence: [
      `${ACTIVATE}? silencio|silenciosa $dist casilla|casillas|espacio|espacios|posición|posiciones? $dir`,
      `${ACTIVATE}? silencio|silenciosa $dir $dist casilla|casillas|espacio|espacios?`,
      `${ACTIVATE}? silencio|silenciosa $dir?`,
      `${ACTIVATE}? silencio|silenciosa $dist casilla|casillas|espacio|espacios?`,
      // Moving in silence: "vamos en silencio tres al sur".
      `vamos|voy|navegamos|${MOTION} en? silencio $dist casilla|casillas|espacio|espacios? al|a|hacia|para? la|el? $dir`,
      `vamos|voy|navegamos|${MOTION} en? silencio al|a|hacia|para? la|el? $dir $dist casilla|casillas|espacio|espacios?`,
    ],
    'silence.still': [
      `${ACTIVATE}? silencio|silenciosa~1.2 sin moverme|movernos|moverse|movimiento`,
      `${ACTIVATE}? silencio|silenciosa~1.2 quietos|quieto|parados|parado|quedamos|nada`,
      'silencio|silenciosa~1.2 cero? quedémonos|quedamos quietos|quietitos|aquí',
    ],
    scenario: [
      `detono|detonamos|detonar|exploto|explota|explotar|${ACTIVATE}? mina? archer $cell`,
      `${ACTIVATE}|uso? escenario $cell`,
    ],
    surface: [
      'emergemos|emerger|emersión|emerge|emergiendo|emergimos|emerjamos|emerjan|superficie sector? $sector?',
      'salimos|subimos|salir|subir|salgamos|suban superficie|flote sector? $sector?',
      'soplad|soplar|soplen|vaciad|vaciar|vacíen lastre|tanques',
      'a superficie',
    ],
    secureHull: [
      `casco|sección|parte ${HULL_DONE}`,
      'asegurado|asegurada|aseguro|aseguramos|asegurando casco|sección|parte?',
      'todo|toda asegurado|asegurada',
      // The participle first: "ya reparé mi parte del casco", "listo mi sector del casco".
      'reparé|reparado|reparada|tachado|tachada|listo|lista|terminé|hice mi? sección|parte|sector|pedazo del? casco?',
    ],
    'checkHull.approve': [
      'apruebo|aprobado|aprobada|validado|validada|conforme|homologado',
      'casco|dibujo|líneas|trazado bien|correcto|perfecto|aprobado|válido|vale|ok|limpio',
    ],
    'checkHull.refuse': [
      'rechazo|rechazado|rechazada|repetid|repetidlo|repetir|incorrecto|suspendido',
      'casco|dibujo|líneas|trazado mal|incorrecto|rechazado|fuera|inválido',
    ],
    dive: ['inmersión|sumergimos|sumergirnos|sumergir|sumergíos|sumérgete|sumérjanse|sumergirse|bajamos', 'pa|para abajo a? sumergirse|inmersión?', 'inundad|inundar|inunden|llenad|llenar|llenen lastre|tanques'],
    endTurn: [
      'ok|okey|okay|vale|listo|listos|hecho|terminado|terminamos|termino|acabado|acabamos|paso|cambio',
      'paso|cambio|fin turno',
      'ok|okey|vale listo|listos|hecho|terminado',
      'vuestro|tuyo turno',
      'os|te toca',
    ],
    confirm: ['sí|confirmo|confirmado|confirma|confirmar|afirmativo|dale|hazlo|exacto|eso|claro'],
    cancel: ['no|negativo? cancela|cancelar|cancelo|anula|anular|borra', 'cancela|cancelar|cancelo|cancelado|anula|anular|anulo|no|olvídalo|olvida|déjalo|error|negativo|borra|borrar'],
  },
  unheldPhrases: {},
  /** Wordings that add many phrases (the First Mate's mark counted or said system first, …): the matcher reads them; Vosk's list while there is room. */
  sparePhrases: {
    // The verb with its pronoun ("nos sumergimos"): two words of evidence, so the words around it cost less (cost.ts looseFiller).
    dive: ['nos? sumergimos'],
    // "Está" / "quedó" before the participle, the hull always named: "el casco ya quedó reparado", "mi parte
    // del casco está asegurada", "listo el casco" (not "la parte difícil está hecha").
    secureHull: [
      `casco quedó? está? ${HULL_DONE}`,
      `sección|parte|pedazo|trozo|sector del casco quedó? está? ${HULL_DONE}`,
      'listo|lista|asegurado|sellado|reparado el casco',
    ],
    mark: [
      'otra|otro al|a|en $system',
      'una|uno en $system',
      // The system first, then what it gains: "torpedo más uno", "sonar, una más", "el dron suma una".
      '$system más uno|una',
      '$system uno|una|otro|otra más',
      '$system suma|gana una|uno',
      // Filling the gauge by its everyday verbs: "relleno el sonar", "subo la mina".
      'lleno|relleno|subo|subimos el|la? $system',
    ],
  },
  facts: {
    lead: 'estamos|estoy|está?',
    join: 'y?',
    column: 'columna|fila|línea|letra',
    row: 'fila|línea|columna|número',
    sector: 'sector',
    answering: ['les|os|le respondo|contesto|decimos|digo|contestamos|respondemos al? sonar?', 'respondo|contestamos|respondemos|decirles|diles'],
  },
  say: {
    frames: {
      course: 'rumbo {dir}',
      mark: 'marcar {system}',
      cross: 'tachar {symbol} {part} {panel}',
      stop: 'alto',
      resume: 'seguimos',
      mine: 'mina en {cell}',
      'mine.toward': 'mina al {heading}',
      detonate: 'detonar la mina de {cell}',
      torpedo: 'torpedo a {cell}',
      drone: 'dron al sector {sector}',
      sonar: 'activar el sonar',
      sonarAnswer: '{facts}',
      silence: 'silencio, {dist} al {dir}',
      'silence.still': 'silencio sin moverse',
      scenario: 'mina archer en {cell}',
      surface: 'emerger',
      secureHull: 'sección asegurada',
      'checkHull.approve': 'casco aprobado',
      'checkHull.refuse': 'casco rechazado',
      dive: 'inmersión',
      endTurn: 'fin de turno',
      confirm: 'sí',
      cancel: 'cancelar',
    },
    or: 'o',
    question: (body) => `¿${body}?`,
    letters: 'name',
    factWords: { column: 'columna', row: 'fila', sector: 'sector' },
  },
};
