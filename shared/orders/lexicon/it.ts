import type { Lexicon } from './types';

const ACTIVATE = 'attivo|attiva|attiviamo|attivare|attivazione|attivate|accendi|accendiamo|accendete|accendo|usiamo|usa|usate|uso';

/**
 * Verbs of moving a boat the course's first phrases leave out, in every person a Captain orders in (io,
 * tu, noi, voi, the reflexive): "procediamo a nord", "prosegui verso sud", "navighiamo a ovest",
 * "saliamo a nord". Kept apart so that the phrases Vosk was tuned on stay as they were.
 */
const MOTION = [
  'navigo|navighiamo|procedo|procedi|procediamo|procedete|proseguo|prosegui|proseguiamo|proseguite',
  'avanzo|avanza|avanziamo|avanzate|continuo|continua|continuiamo|continuate',
  'salgo|sali|saliamo|salite|scendo|scendi|scendiamo|scendete',
  'giro|viro|punto|muovi|muovete|muoviamoci|sposto|sposta|spostate|spostiamoci|dirigo|dirigi|dirigiamo|dirigete',
].join('|');

/** Words of urgency press an order on: "nord, subito", "a sud, presto" (not the words of address: see en.ts). */
const PRESSING = 'subito|adesso|ora|immediatamente|presto|veloce|veloci|svelti|svelto';

/** Sounds of hesitation: fillers, and in push-to-talk no obstacle to a STOP ("uh, stop"). */
const HESITATIONS = ['eh', 'ehm', 'em', 'mm', 'mmh', 'ah', 'oh', 'uh', 'ahi'];

/**
 * Courtesy that asks leave, said as one word (a compound) and free (a filler): it is neither a plan
 * ("se …", tableTalk.plans) nor a negation ("non"). Not "se puoi": that is as often a condition ("se puoi
 * vederli, spara in ci sei") as a courtesy.
 */
/** The words that put a new value in place of the one just said: "siluro in e otto, volevo dire, e nove". */
const CORRECTING = ['correggo', 'mi correggo', 'volevo dire', 'ho sbagliato'];

/**
 * The sonar answer named before its facts ("risposta al sonar: colonna di, settore cinque"): nothing but
 * a filler. Not "al sonar" or "per il sonar", the First Mate's "una per il sonar".
 */
const ANSWER_NAMED = ['risposta al sonar', 'risposta del sonar', 'risposta sonar', 'per il loro sonar'];

const COURTESY = ['se non ti dispiace', 'se non vi dispiace', 'se non ti spiace', 'se non vi spiace', 'se va bene', 'se ti va bene', 'se vi va bene', 'se per te va bene', 'se per voi va bene'];

/**
 * An order asked as a favour: "puoi lanciare il drone nel settore due?", "potresti sparare in ci sei".
 * With the key pressed it is the order; with an open microphone, opening an utterance, a question (talk.ts).
 */
const REQUESTS = ['puoi', 'potresti', 'potete', 'potreste', 'può', 'potrebbe'];

/**
 * Italian, from the Italian rulebook (seed 002: "ROTTA NORD", "IMMERSIONE!", "EMERSIONE!", "STOP!",
 * "IO SGANCIO UNA MINA!", "FACCIO ESPLODERE LA MINA … in G7", "SILURO LANCIATO, IMPATTO IN C6",
 * "VI TROVATE NEL SETTORE 5?", "Ci troviamo nella riga L e nel settore 6", "ATTIVAZIONE DELLO STEALTH",
 * "MINE PRONTE!", "OK") and table talk.
 */
/** The Italian telephone alphabet: a city for each letter ("B come Bologna"). */
const CITIES = [['ancona'], ['bologna', 'bari'], ['como'], ['domodossola'], ['empoli'], ['firenze'], ['genova'], ['hotel'], ['imola'], ['jolly'], ['kursaal'], ['livorno'], ['milano'], ['napoli'], ['otranto']];

export const it: Lexicon = {
  lang: 'it',
  letters: [
    ['a'],
    ['bi'],
    ['ci'],
    ['di'],
    ['e'],
    ['effe'],
    ['gi'],
    ['acca'],
    ['i'],
    ['i lunga'],
    ['kappa', 'cappa'],
    ['elle'],
    ['emme'],
    ['enne'],
    ['o'],
  ],
  numbers: [
    ['zero'],
    ['uno', 'una', 'un'],
    ['due'],
    ['tre'],
    ['quattro'],
    ['cinque'],
    ['sei'],
    ['sette'],
    ['otto'],
    ['nove'],
    ['dieci'],
    ['undici'],
    ['dodici'],
    ['tredici'],
    ['quattordici'],
    ['quindici'],
  ],
  directions: { N: ['nord', 'su', 'settentrione', 'tramontana'], E: ['est', 'destra', 'levante'], S: ['sud', 'giù', 'meridione', 'mezzogiorno'], W: ['ovest', 'sinistra', 'ponente'] },
  diagonals: { NE: ['nordest'], SE: ['sudest'], SW: ['sudovest'], NW: ['nordovest'] },
  systems: {
    mine: ['mina', 'mine'],
    torpedo: ['siluro', 'siluri'],
    drone: ['drone', 'droni'],
    sonar: ['sonar'],
    silence: ['silenzio', 'stealth'],
    scenario: ['scenario'],
  },
  symbols: {
    weapon: ['armi', 'arma', 'armamento', 'rosso', 'rossa', 'mina:0.4', 'siluro:0.4'],
    detection: ['rilevamento', 'rilevazione', 'verde', 'drone:0.4', 'sonar:0.4'],
    special: ['speciale', 'speciali', 'giallo', 'gialla', 'stealth:0.4', 'silenzio:0.4', 'scenario:0.4'],
    radiation: ['radiazione', 'radiazioni', 'nucleare', 'radioattivo', 'radioattiva'],
  },
  parts: { circuit: ['circuito', 'circuiti', 'centrale', 'centrali', 'centro'], reactor: ['reattore'] },
  ambiguous: ['su'],
  familyDirections: ['su', 'giù', 'sinistra', 'destra'],
  talk: ['stop', 'ok', 'okay', 'fatto', 'finito', 'passo', 'bene', 'buono', 'giusto', 'certo', 'esatto', 'sì', 'no', 'niente', 'avanti', 'continua', 'fermo', 'ferma', 'male', 'corretto', 'pronto', 'pronti', 'alto'],
  splits: [],
  cuesAfter: [],
  cues: ['rotta', 'verso', 'a', 'ad', 'direzione', 'vado', 'andiamo', 'pannello', 'muovo', 'muoviamo', 'vira', 'viriamo', 'al'],
  hesitations: HESITATIONS,
  spoken: {
    // The telephone alphabet's cities say a letter alone too, before its row ("siluro in Genova sei").
    letterWords: CITIES,
    spellLinks: ['come', 'di'],
    letterQualifiers: [],
    spellWords: CITIES,
    double: [],
    zeros: ['zero'],
    radioNumbers: [],
    seats: ['capitano', 'capo', 'primo ufficiale', 'secondo ufficiale', 'ufficiale', 'ingegnere', 'direttore di macchina', 'macchinista', 'radiofonista', 'operatore radio', 'marconista'],
    openers: ['ok', 'okay', 'allora', 'dai', 'forza', 'bene', 'ecco', 'vai', 'daje', 'coraggio', 'beh', 'dunque', 'quindi'],
    requests: ['per favore', 'per cortesia', 'perfavore'],
    // Not "allora" (it closes a condition: "se …, allora …") nor "così" ("ho detto così perché …").
    consequences: ['quindi', 'perciò', 'per cui'],
    pointAdverbs: [],
    particles: [],
    doneLast: [['barrato', 'barro'], ['barrata', 'barro'], ['barrati', 'barro'], ['barrate', 'barro']],
    here: ['qui', 'qua', 'parla', 'sono'],
    pointers: ['quello', 'quella', 'quel', 'questo', 'questa'],
    addressWords: ['raga', 'uagliù', 'regà', 'burdèl', 'bimbi'],
    takeBack: ['lascia stare', 'lascia perdere', 'macché', 'ma no', 'meglio di no'],
  },
  fillers: [
    ...COURTESY,
    ...ANSWER_NAMED,
    ...REQUESTS,
    'in fretta', 'al più presto',
    ...HESITATIONS, 'ok', 'okay', 'allora', 'dunque', 'cioè', 'tipo', 'beh', 'ecco', 'insomma', 'vabbè', 'dai',
    'per', 'favore', 'ragazzi', 'adesso', 'ora', 'subito', 'il', 'lo', 'la', 'le', 'gli', 'i', 'un', 'una', 'uno',
    'a', 'ad', 'al', 'alla', 'allo', 'all', 'in', 'nel', 'nella', 'nello', 'nell', 'sul', 'sulla', 'di', 'del',
    'della', 'dello', 'dell', 'delle', 'degli', 'dei', 'sulle', 'nelle', 'alle', 'agli', 'da', 'dal', 'dalla', 'e', 'ed', 'o', 'che', 'mi', 'ci', 'si', 'ti', 'vi', 'quindi',
    'poi', 'bene', 'capitano', 'vai', 'l', 'trova', 'trovano', 'noi', 'io', 'presto', 'forza', 'va', 'faccio',
    'facciamo', 'attenzione', 'immediatamente', 'siamo', 'simbolo', 'casella', 'coraggio', 'grazie', 'veloce', 'velocemente', 'squadra',
    'prego', 'cortesia', 'svelti',
    // Regional and spoken: "mo'" (now), "daje" (come on), "'sto" (this), "qua".
    'mo', 'daje', 'sto', 'qua', 'uagliò', 'uè', 'neh', 'fai',
    // "'na" (una) in Rome and Naples: "butta 'na mina"; "ancora una tacca" (one more).
    'na', 'ancora',
    // "di nuovo" (again), "un attimo" (a moment).
    'nuovo', 'attimo'
  ],
  // The adjective stands alone ("la roja", "quello rosso"): no pronoun after it.
  symbolPronouns: [],
  gaugeBoxes: ['tacca', 'tacche', 'tacchetta', 'casella', 'caselle'],
  compounds: [...COURTESY, ...ANSWER_NAMED, ...REQUESTS.filter((r) => r.includes(' ')), ...CORRECTING.filter((c) => c.includes(' ')), 'in fretta', 'al più presto', 'i lunga', 'nord est', 'sud est', 'sud ovest', 'nord ovest'],
  confusions: [
    ['due', 'dodici', 0.35],
    ['tre', 'tredici', 0.35],
    ['quattro', 'quattordici', 0.35],
    ['cinque', 'quindici', 0.35],
    ['undici', 'dodici', 0.35],
    ['sei', 'se', 0.2],
    ['elle', 'effe', 0.35],
    ['emme', 'enne', 0.35],
    ['acca', 'a', 0.35],
    ['kappa', 'cappa', 0.1],
    ['o', 'ho', 0.1],
    ['a', 'ha', 0.1],
    ['e', 'è', 0.1],
  ],
  rhymes: [['bi', 'ci', 'di', 'e', 'gi', 'pi', 'ti', 'vi']],
  stopWords: ['stop', 'alt', 'fermi'],
  partialStops: ['stop', 'alt', 'alto'],
  corrections: ['no', 'anzi', 'scusa', 'scusate', 'pardon', 'aspetta', 'aspettate'],
  replacing: CORRECTING,
  apostrophe: 'split',
  tableTalk: {
    status: ['pronta', 'pronto', 'pronte', 'pronti', 'carica', 'carico', 'cariche', 'carichi', 'armato', 'armata', 'pieno', 'piena', 'disponibile'],
    linking: ['è', 'e', 'sono', 'già', 'ora', 'adesso', 'il', 'lo', 'la', 'le', 'i', 'gli', 'capitano', 'ragazzi', 'tutto', 'indicatore', 'barra', 'contatore', 'del', 'della', 'dello'],
    reports: ['è a', 'è al', 'sta a', 'arriva a', 'è arrivato a'],
    questionTails: ['o cosa', 'o no', 'vero', 'sì o no', 'o che', 'dici', 'dite', 'credi', 'pensi', 'ti pare', 'vi pare', 'ti sembra', 'vi sembra'],
    requests: REQUESTS,
    questionOpenings: ['lo carico', 'la carico', 'devo', 'dobbiamo', 'serve'],
    inversions: [],
    opinions: ['secondo me', 'per me', 'credo', 'penso', 'forse', 'magari', 'scommetto', 'probabilmente', 'direi', 'mi sa'],
    quotes: ['detto', 'dice', 'dicono', 'diceva', 'annunciato', 'annuncia', 'annunciano', 'sentito', 'urlato', 'gridato'],
    ownWords: ['ho detto', 'ti ho detto'],
    unfinished: ['il', 'lo', 'gli', 'le', 'del', 'della', 'al', 'alla', 'nel', 'nella', 'sul', 'sulla', 'in', 'con', 'per', 'che', 'mio', 'nostro', 'nostra'],
    address: ['favore', 'per favore', 'ragazzi', 'dai', 'tutti', 'zitti'],
    urgency: ['subito', 'adesso', 'ora', 'immediatamente', 'presto', 'veloce', 'al più presto', 'in fretta'],
    sequels: ['allora', 'quindi'],
    pauses: ['pausa', 'un attimo', 'un momento', 'il gioco', 'ferma', 'fermate', 'fermiamo', 'tutti', 'tutto'],
    negations: ['non', 'mai'],
    verdictNegations: ['no'],
    plans: ['prima', 'dopo', 'poi', 'quando', 'se', 'il prossimo turno', 'potremmo', 'dovremmo', 'pensiamo', 'la prossima', 'la prossima volta', 'più tardi'],
    // Third person plural of the verbs of moving: a report about the enemy ("vanno a nord"), never an order.
    articles: ['il', 'lo', 'la', 'gli', 'le', 'un', 'uno', 'una'],
    nounOpeners: ['rotta', 'direzione', 'prua', 'barra', 'timone', 'tutta', 'avanti', 'punto', 'fuoco', 'impatto', 'tubo', 'emersione', 'superficie', 'aria', 'immersione', 'esplosione', 'attivazione', 'boom', 'bum', 'giro', 'segno', 'carico', 'carica', 'lancio', 'sparo', 'invio', 'uso', 'posa', 'guasto', 'verso', 'veloci', 'svelto', 'attivo', 'crocetta', 'croce', 'barrato', 'barrata', 'molla', 'punta', 'gira', 'lancia', 'sali'],
    copulas: ['era', 'sono', 'sta', 'stava', 'resta'],
    // Italian negates with "non": a "no" before a pronoun is an answer ("no, gli diciamo riga nove").
    verbClitics: [],
    statements: ['c è', 'ci sono', 'c era', 'loro', 'il nemico', 'nemico', 'hanno', 'il loro', 'la loro', 'l altro', 'l altra',
      'vanno', 'navigano', 'procedono', 'proseguono', 'avanzano', 'salgono', 'scendono', 'girano', 'virano', 'puntano', 'muovono', 'spostano', 'dirigono', 'stanno', 'stavano',
      // Where we went: "siamo andati a nord", "eravamo in ci cinque".
      'siamo andati', 'siamo stati', 'eravamo', 'andavamo',
      // What was just done is reported ("sono appena emersi"), not ordered.
      'sono appena', 'siamo appena'],
    negationIdioms: ['o no', 'o mai', 'ora o mai più'],
  },
  phrases: {
    course: [
      'rotta|andiamo|vado|muovo|muoviamo|vira|viriamo|direzione|naviga|giriamo|gira a|ad|al|alla|verso? $dir',
      `${MOTION} a|ad|al|alla|verso? $dir`,
      // A direction pressed on is an order, not a place named in talk ("nord, subito").
      `${PRESSING} a|verso? $dir`,
      `a|verso? $dir ${PRESSING}`,
      // A compass point asked for as a favour (see en.ts): "per favore" whole ("a favore" is "in favour").
      '$compass per favore|cortesia',
      '$compass perfavore',
      // Everyday and the sea's own (issue 27): "puntiamo a nord", "prua a sud", "a tutta forza verso nord".
      'vai|puntiamo|punta|dirigiamoci|spostiamo|spostati|prua|barra|timone a|ad|al|alla|verso? $dir',
      'tutta forza a|ad|al|alla|verso? $dir',
      'avanti tutta a|ad|al|alla|verso? $dir',
      // Every person a Captain orders in: "andate a sud", "si va a ovest", "tira dritto a est".
      'andate|girate|virate|puntate|navigate|dirigetevi|spostatevi|muovetevi|muoviti|dirigiti|portaci|portateci a|ad|al|alla|verso? $dir',
      'si va|gira|punta|naviga|vira a|ad|al|alla|verso? $dir',
      'tira|tiriamo|tirate|vai|andiamo|andate|andiamo dritto|dritti|diritto a|ad|al|alla|verso? $dir',
    ],
    mark: [
      'segno|segna|segniamo|segnate|carico|carica|carichiamo|caricate|caricare|caricando|metto|aggiungo|aggiungiamo|punto? $system',
      // The mark on the gauge by its name: "una tacca sul drone" ("metti una tacca …" is asked: a verb of
      // placing here would make the Captain's "metti una mina a nordest" a question).
      'una|un tacca|tacchetta su|sul|sulla|al|alla|per|nel|nella? $system',
      'uno|una|un per|su|sul|sulla|sullo|al|alla $system',
      // The system first, then its notch: "drone, una tacca" (was read as a drone on sector one).
      '$system una|un tacca|tacchetta',
      // The system named first, then the act: "siluri, segno" ("sonar, carico" is also its state: no mark).
      '$system segno|aggiungo|metto',
      'dammi|datemi|passami un|una|uno $system',
      // The mark reported as done, by the marking verb's participle ("drone caricato", "mina, segnata"):
      // an act; "mina carica" / "siluro pronto" (the gauge is full) stay announcements (tableTalk.status).
      '$system segnato|segnata|caricato|caricata|aggiunto|aggiunta',
    ],
    cross: [
      'crocetta|croce|guasto|barro|barra|segno|segna|sbarro|prendo|tolgo|crocio|barrato|barrata? pannello? $panel? $symbol $part?',
      // A demonstrative before the symbol or its colour: "barro quella rossa a ovest".
      'barro|barra|sbarro|segno|segna|crocetta su? quella|quello|quel $symbol $part? pannello? $panel?',
      'crocetta|croce|guasto|barro|barra|segno|segna|sbarro? pannello? $panel? $part $symbol',
      'crocetta|croce|guasto|barro|barra|segno|segna|sbarro? $symbol $part? pannello? $panel',
      'crocetta|croce|guasto|barro|barra|segno|segna|sbarro? $symbol pannello? $panel $part',
      // The symbol named first, then the act: "giallo, barrato", "armi, crocetta".
      '$symbol $part? barro|barrato|barrata|crocetta|croce|segno',
    ],
    stop: ['stop|alt|fermi|ferma|fermo|fermatevi|alto|stoppa|stoppate|stoppiamo', 'alto là', 'macchine|motori fermi|ferme|spenti|stop', 'ferma|fermate|fermiamo tutto|barca|sottomarino'],
    resume: ['riprendiamo|riprendi|riprendere|continuiamo|continua|continuate|avanti|ripartiamo|riparti|procediamo'],
    mine: [
      'sgancio|sganciamo|sganciare|sgancia|piazzo|piazziamo|metto|mettiamo|posiziono|lascio|lasciamo|lascia|rilascio|butta|buttiamo|posiamo|poso|posa|seminiamo|semino|mollo|molla|molliamo? mina sganciata|piazzata? $cell',
      'sgancio|sganciamo|sganciare|sgancia|piazzo|piazziamo|metto|mettiamo|posiziono|lascio|lasciamo|rilascio? mina~1.2 sganciata|piazzata? $heading',
      'sgancio|sganciamo|sganciare|sgancia|piazzo|piazziamo|metto|mettiamo|posiziono|lascio? mina sganciata|piazzata?',
    ],
    detonate: [
      // "esplosione mina in …" names the act, never a mine to lay.
      'esplosione mina $cell',
      `esplodere|esplodi|esplode|esplodo|detono|detona|detoniamo|detonate|detonare|scoppiare|brillare|saltare|boom|bum|${ACTIVATE}~0.4 mina $cell`,
      'esplodere|esplodi|detono|detona|detoniamo|detonate|detonare|saltare $cell',
      'esplodere|esplodi|detono|detona|detoniamo|detonate|detonare mina',
    ],
    torpedo: [
      'lancio|lanciamo|lanciare|lancia|lanciate|sparo|spariamo|spara|tiriamo|tira|fuoco? siluro|siluri lanciato? impatto? $cell',
      'fuoco|sparo|spariamo|spara|sparate|tira|tirate|tiriamo|colpisci|colpite|colpiamo|impatto $cell',
      // The weapon's own verb, "silurare": "silurate gi dodici", "siluriamoli in bi due".
      'siluriamo|silura|silurate|silurare|siluralo|silurali|siluriamoli|silurateli $cell',
      'fuoco a volontà $cell',
      'tubo uno|due? fuoco $cell',
      'lancio|lanciamo|lanciare|sparo|spariamo|fuoco? siluro|siluri lanciato?',
    ],
    drone: [
      `lancio|lanciamo|lanciare|lancia|mando|mandiamo|manda|invio|inviamo|${ACTIVATE}? drone|droni settore|zona? $sector`,
      'fai|facciamo volare drone|droni su|sul|nel? settore|zona? $sector',
      'trovate|siete|trovi|sei settore $sector',
      `lancio|lanciamo|lanciare|mando|mandiamo|invio|${ACTIVATE} drone|droni`,
    ],
    sonar: [
      `[captain] ${ACTIVATE}|lancio|lanciamo|lancia|lanciate|uso~ sonar`,
      '[captain] ping|facciamo un? ping con|col|coi? sonar?',
      `[firstMate] ${ACTIVATE}|lancio|uso sonar`,
      'sonar attivato|attivo|lanciato',
    ],
    silence: [
      `${ACTIVATE}? silenzio|stealth $dist caselle|casella|spazi|spazio? $dir`,
      `${ACTIVATE}? silenzio|stealth $dir $dist caselle|casella|spazi|spazio?`,
      `${ACTIVATE}? silenzio|stealth $dir?`,
      `${ACTIVATE}? silenzio|stealth $dist caselle|casella|spazi|spazio?`,
      // Moving in silence: "andiamo in silenzio a ovest di una casella".
      `andiamo|vado|vai|andate|${MOTION} in? silenzio|stealth a|ad|al|alla|verso? $dir di? $dist caselle|casella|spazi|spazio?`,
      `andiamo|vado|vai|andate|${MOTION} in? silenzio|stealth $dist caselle|casella|spazi|spazio? a|ad|al|alla|verso? $dir`,
    ],
    'silence.still': [
      `${ACTIVATE}? silenzio|stealth~1.2 fermo|fermi|qui|immobile|immobili`,
      `${ACTIVATE}? silenzio|stealth~1.2 zero? stiamo|restiamo|rimaniamo fermi|qui`,
      `${ACTIVATE}? silenzio|stealth~1.2 senza muoverci|muoversi|movimento`,
    ],
    scenario: [
      `esplodere|esplodi|detono|detonare|${ACTIVATE}? mina? archer $cell`,
      `${ACTIVATE}|uso? scenario $cell`,
    ],
    surface: ['emersione|emergiamo|emergere|emergo|emergi|emergete|riemergiamo|riemergete|risaliamo|superficie settore? $sector?',
      'si emerge|riemerge', 'risaliamo|saliamo|andiamo|torniamo in superficie', 'aria casse', 'saliamo|andiamo|risaliamo a? prendere aria', 'svuotate|svuotare|svuotiamo casse', 'emersione rapida'],
    secureHull: [
      'scafo|sezione|parte sicuro|sicura|completato|completata|fatto|fatta|pronto|pronta|protetto|protetta|chiuso|chiusa|posto|sistemato|sistemata|sigillato|sigillata|spuntato|spuntata|riparato|riparata|stagno|stagna',
      'sezione|parte ok',
      // The participle first: "spuntata la mia sezione di scafo", "ho fatto la mia parte di scafo".
      'fatto|fatta|finito|finita|spuntato|spuntata|sistemato|sistemata mia? sezione|parte|pezzo scafo?',
      'spunto|sistemo|chiudo scafo|sezione', 'sezione mia a posto', 'tappata|chiusa falla', 'falla tappata|chiusa',
      'messa|messo sicurezza',
    ],
    'checkHull.approve': [
      'approvato|approvo|approvata|valido|convalidato|accettato',
      'scafo|linee|disegno ok|giusto|corretto|buono|approvato|valido',
      'tutto giusto|ok|corretto',
    ],
    'checkHull.refuse': [
      'respinto|respingo|rifiutato|rifiuto|rifate|rifare|sbagliato|invalido',
      'scafo|linee|disegno sbagliato|male|respinto|storto',
    ],
    dive: ['immersione|immergiamo|immergiamoci|immergersi|immergetevi|immergiti|sommergiamo', 'ci si immerge', 'ci immergiamo|rituffiamo', 'torniamo|rientriamo sott acqua', 'si torna|torniamo in immersione', 'allagate|allagare|allaghiamo|riempite|riempiamo|riempire casse', 'immersione rapida'],
    endTurn: ['ok|okay|fatto|finito|passo', 'fine turno', 'tocca voi|a|te'],
    confirm: ['sì|confermo|conferma|confermato|esatto|certo|affermativo'],
    cancel: ['no? annulla|annullo|cancella', 'annulla|annullo|annullare|no|cancella|cancello|errore|negativo|niente', 'lascia stare|perdere'],
  },
  unheldPhrases: {},
  /** Wordings that add many phrases (the First Mate's mark counted or said system first, …): the matcher reads them; Vosk's list while there is room. */
  sparePhrases: {
    // "Andiamo" as the regions say it: Roman "annamo" and "se va", Neapolitan "jammo", Emilian "andèm", Venetian "'ndemo".
    course: [
      'annamo|nnamo|jammo|jamme|andèm|andem|ndemo a|ad|al|alla|verso? $dir',
      'se va a|ad|al|alla|verso? $dir',
    ],
    // A seat's own share of the hull, named: "il mio pezzo di scafo è messo in sicurezza", "scafo in sicurezza".
    secureHull: [
      'scafo messo|messa? sicurezza',
      'sezione|parte|pezzo messo|messa sicurezza',
      'mio|mia? sezione|parte|pezzo di|dello scafo messo|messa? sicurezza',
      'mio|mia? sezione|parte|pezzo di|dello scafo sicuro|sicura|completato|completata|fatto|fatta|pronto|pronta|sistemato|sistemata|riparato|riparata|posto|stagno|stagna',
      'finito|finita|fatto|fatta|sistemato|sistemata|riparato|riparata mia? sezione|parte|pezzo di|dello scafo',
    ],
    mark: [
      'un? altra|altro per|su|sul|sulla|sullo|al|alla $system',
      // The system first, then what it gains: "siluro più uno", "sonar, un'altra", "il drone prende una".
      '$system più uno|una',
      '$system un? altra|altro',
      '$system prende|guadagna una|uno',
      // Filling the gauge by its everyday verbs: "riempio il sonar", "ricarico la mina".
      'riempio|ricarico|riempiamo|ricarichiamo il|la|lo? $system',
    ],
  },
  facts: {
    lead: 'troviamo|siamo|trovo|sono?',
    join: 'e?',
    column: 'colonna|riga|lettera|linea',
    row: 'riga|fila|linea|colonna|numero',
    sector: 'settore',
    answering: ['rispondi|rispondete|rispondiamo|rispondo pure?', 'gli|je diciamo|dimo|dico|rispondiamo', 'digli|ditegli'],
  },
  say: {
    frames: {
      course: 'rotta {dir}',
      mark: 'segno {system}',
      cross: 'crocetta {symbol} {part} {panel}',
      stop: 'stop',
      resume: 'riprendiamo',
      mine: 'mina in {cell}',
      'mine.toward': 'mina a {heading}',
      detonate: 'esplodere la mina in {cell}',
      torpedo: 'siluro in {cell}',
      drone: 'drone nel settore {sector}',
      sonar: 'attivo il sonar',
      sonarAnswer: '{facts}',
      silence: 'stealth, {dist} a {dir}',
      'silence.still': 'stealth senza muoversi',
      scenario: 'mina archer in {cell}',
      surface: 'emersione',
      secureHull: 'sezione sicura',
      'checkHull.approve': 'scafo approvato',
      'checkHull.refuse': 'scafo respinto',
      dive: 'immersione',
      endTurn: 'fine turno',
      confirm: 'sì',
      cancel: 'annulla',
    },
    or: 'o',
    question: (body) => `${body.charAt(0).toUpperCase()}${body.slice(1)}?`,
    letters: 'name',
    factWords: { column: 'colonna', row: 'riga', sector: 'settore' },
  },
};
