/** /blog/{category}: the posts of one category (the list page itself is the /blog layout). */
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/blog/_list/$category')({});
