/** The MSW server the Vitest suites share, serving the demo backend's handlers. */
import { setupServer } from 'msw/node';
import { handlers } from '@/mocks/handlers';

export const server = setupServer(...handlers);
