import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A call a machine names in its `setup` and the view provides with `machine.provide({ actors })`.
 * It gives the call's output and input types; started without the view's version, it fails with
 * the call's name.
 */
export function viewProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} not provided`)));
}
