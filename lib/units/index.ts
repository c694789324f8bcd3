/** Units of measurement (pure): conversions, the nominal bore table and formatting. */
export * from "./bores";
export * from "./convert";
export * from "./format";
export * from "./schemas";
