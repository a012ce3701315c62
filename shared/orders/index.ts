export { match, prepare } from './match';
export { stopFromPartial, stopFiresEarly, StopGate, STOP_HOLD_S, type StopDecision } from './partial';
export { decide, THRESHOLDS } from './decide';
export { say, askPrompt } from './describe';
export { optionNamed } from './answer';
export { toCommand, type Resolved } from './command';
export { tokenise, fold, NOISE } from './normalise';
export { vocabulary, voskGrammar, checkVocabulary, VOSK_UNKNOWN, type VocabularyCheck } from './vocabulary';
export { parseIntent, intentKey } from './intent';
export * from './types';
export { fromVoskResult, fromText, joinRecognitions, type Recognition, type RecognitionAlternative, type RecognizedWord } from './recognition';
export { contextGrammar, prewarmContextGrammars, type ContextGrammar, type GrammarContext } from './context-grammar';
export { screen, REJECTION, type Screened, type Doubt } from './reject';
export {
  applyBook,
  checkPhrase,
  emptyBook,
  grammarPhrase,
  isTeachable,
  MAX_PHRASE_WORDS,
  MAX_TAUGHT,
  phraseTokens,
  teachableIntent,
  teachableOrders,
  withoutPhrase,
  withPhrase,
  type PhraseBook,
  type PhraseCheck,
  type PhraseRefusal,
  type TalkKind,
  type TaughtPhrase,
} from './phrase-book';
