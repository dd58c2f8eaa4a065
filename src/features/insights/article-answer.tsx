/** The passage an answer engine quotes: the article's short, direct answer and its key takeaways, right after the lead. */
import { CircleCheck } from 'lucide-react';
import { articleSectionLabels } from '../../content/insights/article-section-labels';

export const ARTICLE_ANSWER_ID = 'article-answer';

export function ArticleAnswer({ answer, takeaways }: { answer: string; takeaways: readonly string[] }) {
  return (
    <section
      aria-labelledby={ARTICLE_ANSWER_ID}
      data-testid="article-answer"
      className="render-near-screen rounded-2xl border border-navy-100 border-l-4 border-l-accent-500 bg-navy-50 p-6 sm:p-8"
    >
      <h2 id={ARTICLE_ANSWER_ID} className="text-sm font-semibold tracking-wider text-accent-700 uppercase">
        {articleSectionLabels.answer}
      </h2>
      <p className="mt-3 text-lg leading-8 text-pretty text-navy-900 sm:text-xl sm:leading-9">{answer}</p>
      <h3 className="mt-7 text-base font-semibold text-navy-900">{articleSectionLabels.takeaways}</h3>
      <ul className="mt-3 space-y-3">
        {takeaways.map((takeaway) => (
          <li key={takeaway} className="flex gap-3 leading-7 text-ink">
            <CircleCheck aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-accent-600" />
            <span>{takeaway}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
