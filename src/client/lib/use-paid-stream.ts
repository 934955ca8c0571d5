import * as React from 'react';
import { ApiError, apiStream } from './api';

/** How a paid, streamed request ended. */
export type StreamOutcome<TDone> =
  | { kind: 'done'; event: TDone }
  | { kind: 'failed'; message: string; refunded: boolean }
  | { kind: 'stopped' };

type StreamEvent = { type: string };
type DoneEvent<TEvent> = Extract<TEvent, { type: 'done' }>;
type ErrorEvent = { type: 'error'; message: string; refunded: boolean };

/** What a tool's reducer sees of its request: the start, each event but `error`, and the end. */
export type PaidStreamAction<TRequest, TEvent extends StreamEvent> =
  | { type: 'begin'; request: TRequest }
  | { type: 'event'; event: Exclude<TEvent, ErrorEvent> }
  | { type: 'end'; outcome: StreamOutcome<DoneEvent<TEvent>> };

export type PaidStreamOptions<TRequest, TEvent extends StreamEvent, TState, TAction> = {
  /** The tool's API path (`AI_TOOLS.<tool>.apiPath`). */
  path: string;
  /** A pure function (tested on its own): what the page shows after each action. */
  reducer: (state: TState, action: PaidStreamAction<TRequest, TEvent> | TAction) => TState;
  initialState: TState;
  /** Said when the answer breaks off without a message of the server's. */
  failedMessage: string;
  /** Runs when the server may have spent or refunded credits: once charged (`start`) and when the request ends. */
  onCreditsChanged: () => void;
  /** Runs once when the newest request ends (toasts, cache updates); not for one replaced or cancelled. */
  onEnd?: (outcome: StreamOutcome<DoneEvent<TEvent>>, request: TRequest) => void;
};

/**
 * One paid, streamed AI request at a time, for any tool: `start` sends the request (a new one stops the one
 * before), each event goes through the tool's reducer, and the request ends `done`, `failed` (with the server's
 * message and whether it refunded) or `stopped` (the user's Stop; the server refunds what it did not finish).
 * Leaving the page stops the request too. Only the newest request changes what the page shows.
 */
export function usePaidStream<TRequest, TEvent extends StreamEvent, TState, TAction = never>(
  options: PaidStreamOptions<TRequest, TEvent, TState, TAction>,
) {
  const [state, dispatch] = React.useReducer(options.reducer, options.initialState);
  const controllerRef = React.useRef<AbortController | null>(null);
  const lastRequestRef = React.useRef<TRequest | null>(null);
  // The latest callbacks, without restarting anything when the page passes new functions.
  const optionsRef = React.useRef(options);
  React.useEffect(() => {
    optionsRef.current = options;
  });

  React.useEffect(
    () => () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
    },
    [],
  );

  const start = React.useCallback(async (request: TRequest) => {
    const controller = new AbortController();
    const previous = controllerRef.current;
    controllerRef.current = controller;
    previous?.abort();
    lastRequestRef.current = request;
    const isCurrent = () => controllerRef.current === controller;
    dispatch({ type: 'begin', request });

    const outcome = await consume<TEvent>(
      apiStream<TEvent>(optionsRef.current.path, { body: request, signal: controller.signal }),
      controller.signal,
      optionsRef.current.failedMessage,
      (event) => {
        if (isCurrent()) dispatch({ type: 'event', event });
        if (event.type === 'start') optionsRef.current.onCreditsChanged();
      },
    );
    // Whatever the ending, the balance may have changed (a charge, a refund, a refusal from a stale balance).
    optionsRef.current.onCreditsChanged();
    if (!isCurrent()) return;
    controllerRef.current = null;
    dispatch({ type: 'end', outcome });
    optionsRef.current.onEnd?.(outcome, request);
  }, []);

  const stop = React.useCallback(() => controllerRef.current?.abort(), []);

  /** Sends the last request again. */
  const restart = React.useCallback(() => {
    if (lastRequestRef.current !== null) void start(lastRequestRef.current);
  }, [start]);

  /** Stops the request without reporting its end, and applies the tool's own action (e.g. leaving the view). */
  const cancel = React.useCallback((action: TAction) => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch(action);
  }, []);

  return { state, start, stop, restart, cancel };
}

async function consume<TEvent extends StreamEvent>(
  events: AsyncGenerator<TEvent>,
  signal: AbortSignal,
  failedMessage: string,
  onEvent: (event: Exclude<TEvent, ErrorEvent>) => void,
): Promise<StreamOutcome<DoneEvent<TEvent>>> {
  try {
    for await (const event of events) {
      if (event.type === 'error') {
        const { message, refunded } = event as unknown as ErrorEvent;
        return { kind: 'failed', message: message || failedMessage, refunded };
      }
      onEvent(event as Exclude<TEvent, ErrorEvent>);
      if (event.type === 'done') return { kind: 'done', event: event as DoneEvent<TEvent> };
    }
    // The stream ended without saying how: the server went away mid-answer.
    return { kind: 'failed', message: failedMessage, refunded: false };
  } catch (error) {
    if (signal.aborted) return { kind: 'stopped' };
    return {
      kind: 'failed',
      message: error instanceof ApiError ? error.message : failedMessage,
      refunded: false,
    };
  }
}
