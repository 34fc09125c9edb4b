/** A question and its answer, as the FAQ sections of several pages list them. */
export interface FaqItem {
  question: string;
  answer: string;
}
