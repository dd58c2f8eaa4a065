/** The questions and answers that close an article, drawn from its body; visible in full (they are also its FAQPage markup). */
import type { ArticleQuestion } from '../../content/insights/article-types';
import { articleSectionLabels } from '../../content/insights/article-section-labels';

export const ARTICLE_QUESTIONS_ID = 'article-questions';

export function ArticleQuestions({ questions }: { questions: readonly ArticleQuestion[] }) {
  return (
    <section aria-labelledby={ARTICLE_QUESTIONS_ID} data-testid="article-questions" className="render-near-screen mt-16 border-t border-navy-100 pt-12">
      <h2 id={ARTICLE_QUESTIONS_ID} className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
        {articleSectionLabels.questions}
      </h2>
      <div className="mt-6 divide-y divide-navy-100">
        {questions.map((q) => (
          <div key={q.question} className="py-6 first:pt-2">
            <h3 className="text-xl font-semibold text-navy-900">{q.question}</h3>
            <p className="mt-3 text-lg leading-8 text-ink">{q.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
