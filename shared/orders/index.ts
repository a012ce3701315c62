export { match, prepare } from './match';
export { stopFromPartial, type StopDecision } from './partial';
export { decide, THRESHOLDS } from './decide';
export { say, askPrompt } from './describe';
export { toCommand, type Resolved } from './command';
export { tokenise, fold, NOISE } from './normalise';
export { vocabulary, voskGrammar, checkVocabulary, VOSK_UNKNOWN, type VocabularyCheck } from './vocabulary';
export { parseIntent, intentKey } from './intent';
export * from './types';
