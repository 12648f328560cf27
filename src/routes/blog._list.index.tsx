/** /blog: every post (the list page itself is the /blog layout). */
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/blog/_list/')({});
