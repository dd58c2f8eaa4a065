/** An insight article: breadcrumb, title, lead, publisher line, hero image, short answer and takeaways, body, questions, call to action, related insights. */
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Clock } from 'lucide-react';
import type { ArticleMeta } from '../../content/insights/article-index';
import type { MarkdownDocument } from '../../content/markdown-document';
import { absoluteUrl, siteConfig } from '../../content/site-config';
import { formatLongDate } from '../../lib/format-date';
import { Breadcrumb } from '../../components/breadcrumb';
import { Island } from '../../components/island';
import { Prose } from '../../components/prose';
import { StaticHtml } from '../../components/static-html';
import { FoldedSectionContents, SectionContents } from '../../components/section-contents';
import { ArticleHeroImage } from './article-hero-image';
import { ArticleCallToAction } from './article-call-to-action';
import { RelatedInsights } from './related-insights';
import { shareButton } from './share-button-island';
import { articlePath } from './article-head';
import { ARTICLE_ANSWER_ID, ArticleAnswer } from './article-answer';
import { ARTICLE_QUESTIONS_ID, ArticleQuestions } from './article-questions';
import { articleSectionLabels } from '../../content/insights/article-section-labels';
import { validateArticleAnswerFirst } from '../../content/insights/validate-article';

/** The short answer, body, questions and "In this article" list: server-rendered only, the client keeps the prerendered HTML. */
function ArticleBody({ slug, body }: { slug: string; body: MarkdownDocument }) {
  const { answer, takeaways, questions } = validateArticleAnswerFirst(body.frontmatter, slug);
  const sections = [
    { id: ARTICLE_ANSWER_ID, text: articleSectionLabels.answer },
    ...body.headings.filter((h) => h.depth === 2),
    { id: ARTICLE_QUESTIONS_ID, text: articleSectionLabels.questions },
  ];
  return (
    <>
      <div className="max-w-3xl">
        <FoldedSectionContents label="In this article" sections={sections} />
        <ArticleAnswer answer={answer} takeaways={takeaways} />
        <Prose html={body.html} className="mt-12" />
        <ArticleQuestions questions={questions} />
      </div>
      <SectionContents label="In this article" sections={sections} />
    </>
  );
}

/** `body` is needed on the server only. */
export function ArticlePage({ article, body }: { article: ArticleMeta; body?: MarkdownDocument }) {
  const path = articlePath(article.slug);
  const share = article.shareLabel ? { label: article.shareLabel, title: article.title, url: absoluteUrl(path) } : undefined;
  const updated = article.updated && article.updated !== article.date ? article.updated : undefined;
  return (
    <article>
      <header data-dark-hero="" className="on-dark relative overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(20,163,150,0.25),transparent_55%)]"
        />
        <div className="container-page relative pt-28 pb-12 sm:pt-32">
          <Breadcrumb
            items={[
              { name: 'Home', path: '/' },
              { name: 'Insights', path: '/insights' },
              { name: article.shortTitle, path },
            ]}
          />
          <p className="mt-8 inline-flex rounded-full bg-accent-500/15 px-3 py-1 text-sm font-semibold text-accent-300">
            {article.category}
          </p>
          <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-8 text-white/85 sm:text-xl">{article.lead}</p>
          <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-white/80">
            <p>
              Published by <span className="font-semibold text-white">{siteConfig.brandName}</span>
            </p>
            <p>
              <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </p>
            {updated ? (
              <p>
                Updated <time dateTime={updated}>{formatLongDate(updated.slice(0, 10))}</time>
              </p>
            ) : null}
            <p className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {article.readTime} min read
            </p>
          </div>
          {share ? (
            <div className="mt-6">
              <Island of={shareButton} props={share} />
            </div>
          ) : null}
        </div>
      </header>

      <div className="container-page -mt-px pt-10">
        <ArticleHeroImage article={article} />
      </div>

      <StaticHtml
        name="article-body"
        className="container-page grid grid-cols-1 gap-12 py-12 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16"
      >
        {import.meta.env.SSR && body ? <ArticleBody slug={article.slug} body={body} /> : null}
      </StaticHtml>

      <div className="render-near-screen container-page pb-6 [--near-screen-estimate:24rem]">
        <ArticleCallToAction cta={article.cta} />
      </div>
      <RelatedInsights slugs={article.related} />
      {article.backLink ? (
        <div className="container-page pb-16">
          <Link to="/insights" className="inline-flex items-center gap-2 font-semibold text-accent-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to All Strategic Intelligence
          </Link>
        </div>
      ) : null}
    </article>
  );
}
