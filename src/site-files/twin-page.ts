/** One Markdown twin: the page it mirrors, where it lives, and its text. */
export interface TwinPage {
  /** the HTML page's path */
  path: string;
  /** the twin's path: the page's path plus ".md" */
  twinPath: string;
  title: string;
  /** one line for llms.txt */
  description: string;
  /** the llms.txt section it is listed under */
  section: 'Services' | 'Insights' | 'Authority Hub' | 'Company';
  markdown: string;
}
