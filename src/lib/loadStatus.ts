/** Where a file a view needs is: on the way, there, or not to be had (the view offers a retry). */
export type LoadStatus = 'loading' | 'ready' | 'failed';
