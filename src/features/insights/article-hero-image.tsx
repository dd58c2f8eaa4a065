/** The article's hero image: the page's largest element, so loaded eagerly and at high priority. */
import type { ArticleMeta } from '../../content/insights/article-index';

export function ArticleHeroImage({ article }: { article: ArticleMeta }) {
  const small = article.hero.replace(/\.webp$/, '-800.webp');
  return (
    <img
      src={article.hero}
      srcSet={`${small} 800w, ${article.hero} 1600w`}
      sizes="(min-width: 1152px) 1088px, calc(100vw - 2.5rem)"
      width={1600}
      height={900}
      alt={article.heroAlt}
      fetchPriority="high"
      decoding="async"
      className="aspect-[16/9] w-full rounded-2xl bg-navy-900 object-cover shadow-xl shadow-navy-900/10"
    />
  );
}
