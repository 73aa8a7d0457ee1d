/** The router state the list hands the edit page: where to return to (the list with its filters and page). */
export interface BackState {
  back?: string;
}
