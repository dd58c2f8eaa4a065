/** Headings of the parts every insight article adds around its body; the page and its Markdown twin both print them. */
export const articleSectionLabels = {
  /** the short, direct answer after the lead */
  answer: 'The Short Answer',
  takeaways: 'Key Takeaways',
  /** the questions and answers that close the article */
  questions: 'Frequently Asked Questions',
  related: 'Related Insights',
} as const;
