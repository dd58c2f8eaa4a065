/** A breadcrumb trail; the last crumb is the current page. */
import { Link } from '@tanstack/react-router';

export function Breadcrumb({ items }: { items: Array<{ name: string; path: string }> }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-white/75">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-semibold text-white">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="hover:text-white hover:underline">
                    {item.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
