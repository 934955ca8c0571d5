import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose code — the shared schema and the library that checks it — loads when the form is first
 * used, not with the page. Building zod schemas costs a phone tens of milliseconds while the page starts, a cost no
 * reader of the page needs. Call `preload` as the form takes the focus, so a submit rarely waits for it; a load
 * that fails is tried again at the next use.
 */
export function resolverOnFirstUse<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
) {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TFieldValues, TContext, TTransformedValues> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return {
    resolver,
    preload: () => {
      loaded().catch(() => undefined);
    },
  };
}
