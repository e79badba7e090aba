/**
 * jsdom plus the Fetch API classes react-router's data routers build their requests with
 * (jsdom has none). Its AbortController comes along, since Node's Request accepts only Node's
 * signals; jsdom's FormData stays, since React reads forms with it.
 */
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class RouterEnvironment extends JSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof JSDOMEnvironment>) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}
