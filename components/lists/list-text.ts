/**
 * What the frame of every list says (filters, counts, pager, refresh, export), together for
 * translation: the `list` catalogue namespace, whose British English entries are these. A
 * screen translated on the server hands its language's texts to <ListView text>; the others
 * keep these. Templates ({from}, {count}) are filled in with formatText where the values are known.
 */
export const LIST_TEXT = {
  displaying: "Displaying results {from} - {to} of {total}",
  empty: "Sorry, no results for your filter",
  goToLastPage: "Go to the last page",
  loadError: "There was an error loading your data",
  tryAgain: "Try again",
  filters: "Filters",
  filtersCount: "Filters ({count})",
  clearFilters: "Clear filters",
  apply: "Apply",
  clear: "Clear",
  any: "Any",
  showingAll: "Showing all",
  showingSelected: "{count, plural, other {Showing # selected}}",
  nothingToChoose: "Nothing to choose from",
  refresh: "Refresh",
  exportCsv: "Export CSV",
  exporting: "Exporting",
  pagination: "Pagination",
  previous: "Previous",
  next: "Next",
  page: "Page {page}",
  actions: "Actions",
};

export type ListText = Record<keyof typeof LIST_TEXT, string> & { locale?: string };
