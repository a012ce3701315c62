import type { Lexicon } from './types';

const ACTIVATE = 'activate|activating|activated';
/**
 * Crossing a symbol out, with the everyday verbs of striking an item off a list ("tick off a green",
 * "scratch a yellow": their particle is `spoken.particles`). "knock" only before a panel or symbol said
 * first, as it was: in every form of the phrase its weight drew "mark torpedo" to "knock torpedo" on
 * sound (4 of the oracle's headline clips, session 13).
 */
const CROSSING = 'cross|crossing|crossed|strike|break|breakdown|fault|tick|scratch';
const CROSS = `${CROSSING}?`;
const CROSS_OR_KNOCK = `${CROSSING}|knock?`;
/** Those verbs with their particle, in every form said: "ticking off", "knocked out". */
const PARTICLES: (readonly [string, string])[] = [
  ...['tick', 'ticking', 'ticked', 'cross', 'crossing', 'crossed', 'strike', 'striking', 'struck'].map((verb) => [verb, 'off'] as const),
  ...['knock', 'knocking', 'knocked', 'scratch', 'scratching', 'scratched'].flatMap((verb) => [[verb, 'off'] as const, [verb, 'out'] as const]),
];
/**
 * Words of urgency press an order on: "north, now", "south, quick". Not the words of address ("guys",
 * "please"): on sound they joined talk to a misheard direction ("nice shot guys" heard "guys south guys").
 */
const PRESSING = 'now|quick|quickly|fast|immediately|asap';
/**
 * The silence order's opening. "silent" alone is an adjective ("silent night"; "i left it there" heard
 * as "silent stay there"): an order says "silent running", "go silent" or "run silent".
 */
const SILENT = [`${ACTIVATE}|run|running? silence|stealth running?`, 'silent running', 'go|going|run|running silent running?'];
const SILENT_STILL = [`${ACTIVATE}? silence|stealth running?`, 'silent~1.2 running', 'go|going|run|running silent~1.2 running?'];

/**
 * The hull secured after surfacing, said of a seat's own share of it ("my bit of the hull is secured",
 * "hull's patched up", "secure on my side"): the share's nouns, the words saying it is done, and the
 * verbs of doing it said first ("fixed my part of the hull").
 */
const HULL_PART = 'section|part|bit|bits|piece|side';
const HULL_DONE = 'secured|secure|done|complete|completed|finished|ready|patched|ticked|repaired|fixed|watertight|sealed|sorted';
const HULL_FIXED = 'fixed|patched|ticked|finished|secured|sealed|repaired|sorted';

/** Sounds of hesitation: fillers, and in push-to-talk no obstacle to a STOP ("uh, stop"). */
const HESITATIONS = ['uh', 'um', 'er', 'erm', 'ah', 'hmm', 'mm'];

/**
 * Courtesy that asks leave, said as one word (a compound) and free (a filler): it is neither a plan
 * ("if …") nor a negation ("don't"). Not "if you can": that is as often a condition ("if you can see
 * them, fire at C6") as a courtesy.
 */
/** The words that put a new value in place of the one just said: "drone sector four, scratch that, sector seven". */
const CORRECTING = ['actually', 'correction', 'scratch that', 'make that', 'make it', 'my bad'];

/**
 * The sonar answer named before its facts ("sonar answer: column d, sector five"): nothing but a filler.
 * Not "for the sonar", the First Mate's "one for the sonar".
 */
const ANSWER_NAMED = ['sonar answer', 'sonar reply', 'sonar response', 'answer to the sonar', 'answer to their sonar', 'for their sonar'];

const COURTESY = ["if you don't mind", 'if you would', 'if you please', "if that's okay", "if that's ok", "if that's alright", "if that's fine"];

/**
 * An order asked as a favour: "could you drop a mine on e seven", "send a torpedo to j five, would you",
 * "would you mind marking the scenario". With the key pressed it is the order; with an open microphone,
 * opening an utterance, it is a question ("would you go north here?" asks an opinion): talk.ts.
 */
const REQUESTS = ['could you', 'can you', 'would you', 'will you', 'would you mind', 'do you mind', 'could you please', 'would you please'];

/**
 * English, from the English edition's wording (seed 003 quotes it: "HEAD NORTH", "DIVE", "SURFACE",
 * "STOP", "MINE DROPPED", "TORPEDO LAUNCHED, IMPACT AT C6", "ARE YOU IN SECTOR 5?") and the Family
 * edition's "up / down / left / right", "Activating sonar!", "We are on line 2".
 */
export const en: Lexicon = {
  lang: 'en',
  letters: [
    ['a', 'ay'],
    ['b', 'bee'],
    ['c', 'see', 'sea'],
    ['d', 'dee'],
    ['e'],
    ['f', 'ef', 'eff'],
    ['g', 'gee'],
    ['h', 'aitch'],
    ['i', 'eye'],
    ['j', 'jay'],
    ['k', 'kay'],
    ['l', 'el', 'ell'],
    ['m', 'em'],
    ['n', 'en'],
    ['o', 'oh'],
  ],
  numbers: [
    ['zero'],
    ['one'],
    ['two'],
    ['three'],
    ['four'],
    ['five'],
    ['six'],
    ['seven'],
    ['eight'],
    ['nine'],
    ['ten'],
    ['eleven'],
    ['twelve'],
    ['thirteen'],
    ['fourteen'],
    ['fifteen'],
  ],
  directions: { N: ['north', 'up'], E: ['east', 'right'], S: ['south', 'down'], W: ['west', 'left'] },
  diagonals: { NE: ['northeast'], SE: ['southeast'], SW: ['southwest'], NW: ['northwest'] },
  systems: {
    mine: ['mine', 'mines'],
    torpedo: ['torpedo', 'torpedoes', 'torpedos'],
    drone: ['drone', 'drones'],
    sonar: ['sonar'],
    silence: ['silence', 'stealth'],
    scenario: ['scenario'],
  },
  symbols: {
    weapon: ['weapon', 'weapons', 'red', 'mine:0.4', 'torpedo:0.4'],
    detection: ['detection', 'green', 'drone:0.4', 'sonar:0.4'],
    special: ['special', 'specials', 'yellow', 'silence:0.4', 'scenario:0.4'],
    radiation: ['radiation', 'nuclear', 'radioactive'],
  },
  parts: { circuit: ['circuit', 'circuits', 'central', 'center', 'centre', 'top'], reactor: ['reactor', 'bottom'] },
  ambiguous: ['right'],
  familyDirections: ['up', 'down', 'left', 'right'],
  talk: ['stop', 'ok', 'okay', 'done', 'over', 'finished', 'pass', 'passing', 'hold', 'wait', 'freeze', 'yes', 'yeah', 'yep', 'yup', 'no', 'nope', 'fine', 'good', 'wrong', 'clean', 'correct', 'ready', 'go', 'carry', 'continue', 'right', 'mine'],
  splits: [],
  cuesAfter: [],
  cues: ['head', 'heading', 'course', 'go', 'going', 'move', 'moving', 'steer', 'steering', 'to', 'towards', 'toward', 'panel', 'turn', 'turning'],
  hesitations: HESITATIONS,
  spoken: {
    letterWords: [['alpha', 'alfa'], ['bravo'], ['charlie'], ['delta'], ['echo'], ['foxtrot'], ['golf'], ['hotel'], ['india'], ['juliet', 'juliett'], ['kilo'], ['lima'], ['mike'], ['november'], ['oscar']],
    spellLinks: ['for', 'as in', 'like in'],
    letterQualifiers: [],
    spellWords: [['apple'], ['boy'], ['cat'], ['dog'], ['edward'], ['fox'], ['george'], ['harry'], ['ice'], ['jack'], ['king'], ['london'], ['mother'], ['nancy'], ['orange']],
    double: ['double'],
    zeros: ['oh', 'zero'],
    radioNumbers: [['niner', 'nine'], ['fife', 'five'], ['tree', 'three']],
    seats: ['captain', 'skipper', 'first mate', 'mate', 'number one', 'engineer', 'chief', 'radio operator', 'radio', 'sparky', 'sonar guy'],
    openers: ['ok', 'okay', 'alright', 'so', 'well', 'now', 'lets', 'come on', 'right then', 'okay then'],
    requests: ['please'],
    consequences: ['so', 'therefore', 'which means'],
    pointAdverbs: [['up', 'north'], ['down', 'south']],
    particles: PARTICLES,
    doneLast: [['crossed', 'cross'], ['ticked', 'tick'], ['struck', 'strike'], ['scratched', 'scratch']],
    here: ['here', 'speaking', 'this'],
    // Singapore "la", Indian "yaar", Kenyan "sawa" (okay), Yorkshire "reet", South African "boet". Not "love":
    // an everyday word too ("i love the drone").
    pointers: ['that', 'this'],
    addressWords: ['la', 'yaar', 'sawa', 'reet', 'boet', 'bro', 'dude', 'pal', 'buddy'],
    takeBack: ['forget it', 'forget that', 'scratch that', 'never mind', 'nevermind', 'nah'],
  },
  fillers: [
    ...COURTESY,
    ...ANSWER_NAMED,
    ...REQUESTS,
    'at once',
    ...HESITATIONS, 'ok', 'okay', 'well', 'so', 'like', 'now', 'please', 'the', 'a', 'an', 'to', 'at',
    'in', 'on', 'of', 'and', 'then', 'guys', 'captain', 'alright', 'lets', 'let', 'us', 'just', 'go', 'we', 'were',
    'are', 'is', 'it', 'its', 'i', "i'm", 'our', 'my', 'quick', 'quickly', 'hey', 'there', 'this', 'that', 'with',
    'by', 'for', 'into', 'onto', 'from', 'sir', 'team', 'gonna', 'going', 'will', 'ill', 'immediately',
    'attention', 'look', 'symbol', 'hurry', 'asap', 'thanks', 'come', 'cheers', 'mate', 'crew', 'them',
    'again', 'fellas', 'folks', 'boss', "y'all", 'chaps', 'lads',
    // The gauge's box by its name: "a box on torpedo", "one more box on the sonar".
    'box', 'boxes', 'more'
  ],
  symbolPronouns: ['one', 'ones'],
  gaugeBoxes: ['box', 'boxes', 'tick', 'ticks'],
  compounds: [...COURTESY, ...ANSWER_NAMED, ...REQUESTS.filter((r) => r.includes(' ')), ...CORRECTING.filter((c) => c.includes(' ')), 'at once', 'north east', 'south east', 'south west', 'north west'],
  confusions: [
    ['to', 'two', 0.1],
    ['too', 'two', 0.1],
    ['for', 'four', 0.1],
    ['fore', 'four', 0.1],
    ['won', 'one', 0.1],
    ['ate', 'eight', 0.1],
    ['tree', 'three', 0.2],
    ['thirty', 'thirteen', 0.2],
    ['forty', 'fourteen', 0.2],
    ['fifty', 'fifteen', 0.2],
    ['three', 'thirteen', 0.35],
    ['four', 'fourteen', 0.35],
    ['five', 'fifteen', 0.35],
    ['seven', 'eleven', 0.35],
    ['be', 'bee', 0.1],
    ['why', 'i', 0.35],
    ['are', 'r', 0.1],
    ['m', 'n', 0.35],
    ['em', 'en', 0.35],
    ['el', 'l', 0.1],
  ],
  rhymes: [['b', 'bee', 'c', 'see', 'sea', 'd', 'dee', 'e', 'g', 'gee', 'p', 'pee', 't', 'tee', 'v', 'vee', 'z', 'zee']],
  stopWords: ['stop', 'hold', 'halt'],
  partialStops: ['stop', 'halt'],
  corrections: ['no', 'sorry', 'mean', 'wait'],
  replacing: CORRECTING,
  apostrophe: 'drop',
  tableTalk: {
    status: ['ready', 'charged', 'loaded', 'armed', 'primed', 'full', 'online'],
    linking: ['is', 'are', 's', 'now', 'all', 'the', 'captain', 'guys', 'fully', 'already', 'gauge', 'meter', 'bar', 'indicator'],
    reports: ['is at', 's at', 'reads', 'shows', 'stands at', 'is on'],
    questionTails: ['or what', 'or not', 'yes or no', 'you say', 'you think', 'you reckon', 'do you think', 'do you reckon'],
    requests: REQUESTS,
    questionOpenings: ['is it', 'should i', 'shall i', 'do i', 'can i', 'should we', 'shall we', 'do we', 'do you want'],
    inversions: ['is the', 'is our', 'is my', 'is your', 'is their', 'was the', 'was our', 'are the', 'are our', 'are your', 'are their', 'were the'],
    opinions: ['i think', 'i bet', 'i guess', 'i reckon', 'i feel', 'maybe', 'probably', 'must be', 'might be', 'perhaps', 'my guess'],
    quotes: ['said', 'says', 'saying', 'told', 'tells', 'heard', 'announced', 'announces', 'shouted', 'reported'],
    ownWords: ['i said', 'i told you', 'i say'],
    unfinished: ['the', 'an', 'our', 'my', 'your', 'their', 'we', 'with', 'by', 'into', 'onto', 'from', 'of', 'and', 'its'],
    address: ['please', 'guys', 'hey', 'team', 'everyone', 'everybody', 'folks'],
    urgency: ['now', 'right now', 'right away', 'at once', 'immediately', 'asap', 'quick', 'quickly', 'fast'],
    sequels: ['then'],
    pauses: ['pause', 'a sec', 'a second', 'a minute', 'a wee minute', 'a moment', 'hang on', 'hold on', 'hold up', 'whoa', 'the game', 'everybody', 'everyone', 'all', 'everything'],
    negations: ['not', "don't", "didn't", "doesn't", "isn't", "aren't", "wasn't", "weren't", 'never', "can't", 'cannot', "won't", "shouldn't", "mustn't"],
    verdictNegations: ['no'],
    negationIdioms: ['or not', 'or never', 'now or never'],
    plans: ['first', 'after', 'afterwards', 'next turn', 'if', 'when', 'once', 'maybe we', 'we could', 'we should', 'we need to', 'lets think', 'next time', 'later'],
    articles: ['the', 'a', 'an'],
    nounOpeners: ['heading', 'course', 'all', 'full', 'impact', 'tube', 'point', 'set', 'boom', 'kaboom', 'power', 'silent', 'running', 'run', 'turn', 'release', 'place', 'charge', 'load', 'mark', 'drop', 'fire', 'surface', 'break', 'breakdown', 'fault', 'cross', 'strike', 'knock', 'blow', 'dive', 'flood', 'tick'],
    copulas: ['is', 'are', 'was', 'were'],
    verbClitics: [],
    // What was just done is reported ("we just surfaced"), not ordered.
    statements: ['there is', "there's", 'there are', 'there was', 'there were', 'they', "they're", "they've", 'the enemy', 'enemy', 'their', 'the other', 'he', 'she', 'we just', "we've just", 'we went', 'we came'],
  },
  phrases: {
    course: ['head|heading|course|go|going|move|moving|steer|steering|turn|turning|sail|sailing to|towards|toward? the? $dir',
      // The verbs of moving on, with the heading straight after: "proceed south", "continue west".
      'proceed|continue|advance $dir',
      // A direction pressed on is an order, not a place named in talk ("north, now").
      `$dir ${PRESSING}`,
      // A compass point asked for as a favour ("south, please"; said first, spoken.ts reads the request
      // last): the request word, not the words of address around it ("guys"). Not a Family word ("right
      // please" is talk) nor, in Spanish, "este" ("este, por favor" is "this one, please").
      '$compass please',
      // Informal and the sea's own (issue 27): "swing west", "come about to the north", "all ahead north".
      'swing|swinging|bear|bearing|helm to|towards|toward? the? $dir',
      'come|coming about|round to|towards|toward? the? $dir',
      'bring|take her|us round|about to|towards|toward? the? $dir',
      // The boat named by a pronoun, then a heading by the compass: "take her north", "swing us west" (after
      // "take her", up and down are surfacing and diving, so the Family edition's words are left out).
      'bring|take|swing|steer|turn her|us $compass',
      'all|full ahead|speed full? to|towards|toward? the? $dir',
    ],
    mark: [
      'mark|marking|charge|charging|load|loading|point|add|tick|ticking? the? $system',
      'add|put|give? one|another for|on|to the? $system',
      // The system first, then its box counted: "drone, one box", "sonar, one more box" (never a sector).
      '$system one box',
      // Asking for a charge as one asks for a thing: "give me a torpedo", "gimme one drone".
      'give|gimme me? a|an|one $system',
      // The mark reported as done by the marking verb's participle ("drone, marked"); "torpedo charged" /
      // "mine ready" (the gauge is full) stay announcements (tableTalk.status).
      '$system marked|ticked',
    ],
    cross: [
      `${CROSS_OR_KNOCK} panel? $panel? $symbol $part?`,
      `${CROSS} panel? $panel? $part $symbol`,
      `${CROSS} $symbol $part? panel? $panel`,
      `${CROSS} $symbol panel? $panel $part`,
      // The symbol named first, then the act: "nuke symbol, crossed".
      '$symbol crossed|struck',
    ],
    stop: ['stop|hold|halt|freeze|wait', 'all stop', 'everybody|everyone stop', 'stop the boat|sub'],
    resume: ['resume|resuming|continue|continuing|proceed|unfreeze|unpause|carry', 'go|carry|keep on|going'],
    mine: [
      'drop|dropping|lay|laying|place|placing|deploy|deploying|release|releasing|plant|planting? mine dropped|laid|placed|deployed? at? $cell',
      'drop|dropping|lay|laying|place|placing|deploy|deploying|release|releasing|plant|planting? a|the mine at? $cell',
      'drop|dropping|lay|laying|place|placing|deploy|deploying|release|releasing|plant|planting? mine~1.2 dropped|laid|placed|deployed? $heading',
      'drop|dropping|lay|laying|place|placing|deploy|deploying|release|plant? mine dropped|laid|placed|deployed?',
    ],
    detonate: [
      `detonate|detonating|trigger|triggering|blow|explode|exploding|boom|kaboom|${ACTIVATE}~0.4 mine $cell`,
      'detonate|detonating|trigger|triggering|blow|explode $cell',
      'detonate|detonating|trigger|triggering|blow|explode mine',
      'set|setting off mine $cell',
    ],
    torpedo: [
      'launch|launching|fire|firing|shoot|shooting|send|sending? torpedo|torpedoes|torpedos|torp|fish launched|away? at|impact? $cell',
      'fire|firing|shoot|impact $cell',
      'fire at will $cell',
      'tube one|two? fire|shoot $cell',
      'launch|launching|fire|firing? torpedo|torpedoes launched|away?',
    ],
    drone: [
      `launch|launching|send|sending|deploy|deploying|${ACTIVATE}? drone|drones sector? $sector`,
      'are you sector $sector',
      'is enemy sector $sector',
      `launch|launching|send|sending|deploy|deploying|${ACTIVATE} drone|drones`,
    ],
    sonar: [
      `[captain] ${ACTIVATE}|launch|launching|use|ping|pinging~ the? sonar`,
      // Pinging the enemy is the sonar's act: "ping them", "ping them with the sonar".
      '[captain] ping|pinging them|em with? the? sonar',
      `[firstMate] ${ACTIVATE}|launch|launching|use|ping|pinging the? sonar`,
      'sonar activated|active|launched|away',
      // The power switch: "fire up the sonar" ("sonar sweep" drew "sonar is ready" into a sonar on sound).
      '[captain] fire|power up sonar',
    ],
    silence: SILENT.flatMap((silent) => [
      `${silent} $dist cell|cells|space|spaces|square|squares? $dir`,
      `${silent} $dir $dist cell|cells|space|spaces|square|squares?`,
      `${silent} $dir?`,
      `${silent} $dist cell|cells|space|spaces|square|squares?`,
    ]),
    'silence.still': SILENT_STILL.flatMap((silent) => [
      `${silent} stay|staying|stationary|still|hold|holding put|position|here?`,
      `${silent} no|not|without move|movement|moving`,
    ]),
    scenario: [
      `detonate|detonating|trigger|blow|explode|${ACTIVATE}? archer mine? $cell`,
      `${ACTIVATE}|use? scenario $cell`,
    ],
    surface: ['surface|surfacing|emerge|emerging sector? $sector?', 'blow|blowing tanks|ballast', 'take|bring|taking|bringing her|us up'],
    secureHull: [
      'hull|section|part secured|secure|done|complete|finished|ready|patched|ticked|repaired|fixed|watertight|sealed',
      'secured|securing hull|section?',
      'all secure|secured|clear',
    ],
    'checkHull.approve': [
      'approved|approve|approving|accepted|accept|valid|validated',
      'hull|lines|drawing good|fine|ok|okay|correct|approved|valid|clean',
      'looks good|fine',
    ],
    'checkHull.refuse': [
      'rejected|reject|refused|refuse|invalid|redo|wrong|denied',
      'hull|lines|drawing bad|wrong|rejected|invalid|sloppy',
    ],
    dive: ['dive|diving|submerge|submerging|submerged', 'flood|flooding tanks|ballast', 'take|taking|bring|bringing her|us down'],
    endTurn: ['ok|okay|done|over|finished|pass|passing', 'ok|okay|alright done|finished|over', 'end turn|round', 'your|their turn|go'],
    confirm: ['yes|yeah|yep? confirm|confirmed|affirmative', 'yes|yeah|yep|yup|confirm|confirmed|affirmative|aye', 'do it'],
    cancel: ['no|nope? cancel|abort|undo', 'cancel|cancelled|no|nope|abort|negative|undo|scratch|belay|nevermind', 'never mind'],
  },
  /** Read by the matcher, never in Vosk's list: their pairs drew plain orders away on sound (Lexicon.unheldPhrases). */
  unheldPhrases: {
    // "navigate east", "steer due north": the sea's words for a heading.
    course: ['head|heading|go|going|steer|steering|turn|turning|sail|sailing|navigate to|towards|toward? the? due? $dir'],
    // A seat's own share of the hull, the hull always named: "my part of the hull is secure", "hull's sorted on
    // my side", "fixed my bit of the hull" (not "my bit is done", "finished my piece of pizza").
    secureHull: [
      `hull|hulls all? ${HULL_DONE} up|side?`,
      `${HULL_PART} of the? hull|hulls ${HULL_DONE} up|side?`,
      `hull|hulls ${HULL_PART} ${HULL_DONE} up|side?`,
      `${HULL_FIXED} my|our ${HULL_PART}? of? the? hull|hulls`,
      `${HULL_FIXED} my|our hull ${HULL_PART}`,
    ],
  },
  /** Wordings that add many phrases (the First Mate's mark counted or said system first, …): the matcher reads them; Vosk's list while there is room. */
  sparePhrases: {
    mark: [
      'add|put|give? one|another in|into the? $system',
      // The mark by its name, counted: "one mark on sonar", "a tick for drone".
      'one|a|another mark|tick|box for|on|to|in the? $system',
      // The system first, then what it gains: "sonar gets one", "torpedo plus one". Not "drone, one more"
      // nor a gauge's name after the system: on sound their pairs drew "north" to "more" and "at" to
      // "gauge" ("fire torpedo at h five" heard "fire torpedo gauge five", session 15).
      '$system gets|takes|plus one|another',
      // Filling the gauge by its everyday verbs: "topping up sonar", "filling the mine".
      'fill|filling|top|topping up? the? $system',
    ],
  },
  facts: {
    lead: 'we|were|at?',
    join: 'and?',
    column: 'column|col|letter|row|line',
    row: 'row|line|column|number',
    sector: 'sector',
    answering: ['tell|telling them|em', 'we|well? answer|reply|say', 'we|well? go with'],
  },
  say: {
    frames: {
      course: 'head {dir}',
      mark: 'mark {system}',
      cross: 'cross {symbol} {part} {panel}',
      stop: 'stop',
      resume: 'resume',
      mine: 'mine at {cell}',
      'mine.toward': 'mine to the {heading}',
      detonate: 'detonate the mine at {cell}',
      torpedo: 'torpedo at {cell}',
      drone: 'drone to sector {sector}',
      sonar: 'activate sonar',
      sonarAnswer: '{facts}',
      silence: 'silence, {dist} {dir}',
      'silence.still': 'silence, stay put',
      scenario: 'archer mine at {cell}',
      surface: 'surface',
      secureHull: 'section secured',
      'checkHull.approve': 'hull approved',
      'checkHull.refuse': 'hull rejected',
      dive: 'dive',
      endTurn: 'end of turn',
      confirm: 'yes',
      cancel: 'cancel',
    },
    or: 'or',
    question: (body) => `${body.charAt(0).toUpperCase()}${body.slice(1)}?`,
    letters: 'char',
    factWords: { column: 'column', row: 'row', sector: 'sector' },
  },
};
