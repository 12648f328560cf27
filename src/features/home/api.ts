/** The home page's own data: its latest blog posts (its featured coaches are the search's). */
import { getListBlogPagesQueryOptions } from '@/api/gen/blog/blog/blog';
import { BLOG_POSTS_QUERY } from '@machines/lib/blog';

/** Posts the home page shows. */
export const HOME_POSTS = 4;

export const latestPostsOptions = getListBlogPagesQueryOptions({ ...BLOG_POSTS_QUERY, limit: HOME_POSTS });
