import { describe, expect, it } from "vitest";
import {
  decodeFilters,
  encodeFilters,
  filterValuesFromDescriptors,
  listHref,
  listQueryFromSearchParams,
  pageItems,
  withFilter,
} from "@/lib/lists/route-query";
import type { Filter } from "@/lib/lists/schemas";

describe("filters in the route query", () => {
  it("encodes the object form as a JSON list of key/value pairs, leaving out blanks", () => {
    expect(encodeFilters({ type: "customer", search: " ", distributor: ["a", "b"], none: [] })).toBe(
      '[{"key":"type","value":"customer"},{"key":"distributor","value":["a","b"]}]',
    );
    expect(encodeFilters({})).toBeNull();
  });

  it("decodes the list back, merging repeated keys and stringifying numbers", () => {
    expect(decodeFilters('[{"key":"type","value":"customer"}]')).toEqual({ type: "customer" });
    expect(
      decodeFilters('[{"key":"d","value":"a"},{"key":"d","value":"b"},{"key":"inspectionRequired","value":2}]'),
    ).toEqual({
      d: ["a", "b"],
      inspectionRequired: "2",
    });
    expect(decodeFilters('[{"key":"d","value":["a","b"]}]')).toEqual({ d: ["a", "b"] });
  });

  it("round-trips", () => {
    const values = {
      search: "quarry",
      status: "archived",
      distributor: ["0b5b2f8e-6c1e-4c84-9d7e-2f1a3b4c5d6e", "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"],
    };
    expect(decodeFilters(encodeFilters(values))).toEqual(values);
  });

  it("leaves out an id filter holding something that is not an id, keeping the others", () => {
    expect(
      decodeFilters(
        '[{"key":"hose","value":"not-an-id"},{"key":"customer","value":["x"]},{"key":"status","value":"1"}]',
      ),
    ).toEqual({ status: "1" });
  });

  it("ignores what it cannot read", () => {
    expect(decodeFilters("not json")).toEqual({});
    expect(decodeFilters('{"type":"customer"}')).toEqual({});
    expect(decodeFilters('[null, 3, {"value":"x"}, {"key":"ok","value":{"a":1}}]')).toEqual({});
    expect(decodeFilters(`[{"key":"search","value":"${"x".repeat(300)}"}]`)).toEqual({});
    expect(decodeFilters(null)).toEqual({});
  });
});

describe("list query from the page URL", () => {
  it("reads page, limit and filters", () => {
    expect(
      listQueryFromSearchParams({ page: "3", limit: "5", filters: '[{"key":"type","value":"customer"}]' }),
    ).toEqual({
      page: 3,
      limit: 5,
      filters: { type: "customer" },
    });
  });

  it("falls back to page 1 and the default page size (15)", () => {
    expect(listQueryFromSearchParams({})).toEqual({ page: 1, limit: 15, filters: {} });
    expect(listQueryFromSearchParams({ page: "0", limit: "-2" })).toEqual({ page: 1, limit: 15, filters: {} });
    expect(listQueryFromSearchParams({ page: "x", limit: "99999" })).toEqual({ page: 1, limit: 15, filters: {} });
    expect(listQueryFromSearchParams({ page: ["2", "4"] })).toMatchObject({ page: 2 });
    expect(listQueryFromSearchParams({}, { limit: 7 })).toMatchObject({ limit: 7 });
  });

  it("the clear flag resets filters and page", () => {
    expect(
      listQueryFromSearchParams({ clear: "true", page: "4", filters: '[{"key":"type","value":"customer"}]' }),
    ).toEqual({
      page: 1,
      limit: 15,
      filters: {},
    });
    expect(listQueryFromSearchParams({ clear: "", filters: '[{"key":"a","value":"b"}]' }).filters).toEqual({});
    expect(listQueryFromSearchParams({ clear: "false", filters: '[{"key":"a","value":"b"}]' }).filters).toEqual({
      a: "b",
    });
  });
});

describe("list URLs", () => {
  it("leaves defaults out", () => {
    expect(listHref("/portal/admin/organisations", { page: 1, limit: 15, filters: {} })).toBe(
      "/portal/admin/organisations",
    );
  });

  it("writes page, limit and filters", () => {
    const href = listHref("/p", { page: 2, limit: 5, filters: { type: "customer" } });
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/p");
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.searchParams.get("limit")).toBe("5");
    expect(JSON.parse(url.searchParams.get("filters")!)).toEqual([{ key: "type", value: "customer" }]);
    expect(listQueryFromSearchParams(Object.fromEntries(url.searchParams))).toEqual({
      page: 2,
      limit: 5,
      filters: { type: "customer" },
    });
  });

  it("withFilter sets and clears one key", () => {
    expect(withFilter({ a: "1" }, "b", "2")).toEqual({ a: "1", b: "2" });
    expect(withFilter({ a: "1", b: "2" }, "b", "")).toEqual({ a: "1" });
    expect(withFilter({ a: "1", b: ["2"] }, "b", [])).toEqual({ a: "1" });
    expect(withFilter({ a: "1" }, "a", null)).toEqual({});
  });
});

describe("filter descriptors", () => {
  const descriptors: Filter[] = [
    { id: "search", label: "Search", type: 0, description: null, isVisible: true, textValue: "mill", options: [] },
    {
      id: "type",
      label: "Type",
      type: 1,
      description: null,
      isVisible: true,
      textValue: null,
      options: [
        { value: "distributor", label: "Distributor", isSelected: false },
        { value: "customer", label: "Customer", isSelected: true },
      ],
    },
    {
      id: "distributor",
      label: "Distributor",
      type: 2,
      description: null,
      isVisible: true,
      textValue: null,
      options: [
        { value: "a", label: "A", isSelected: true },
        { value: "b", label: "B", isSelected: true },
        { value: "c", label: "C", isSelected: false },
      ],
    },
    { id: "empty", label: "Empty", type: 0, description: null, isVisible: true, textValue: "", options: [] },
  ];

  it("reads the current values", () => {
    expect(filterValuesFromDescriptors(descriptors)).toEqual({
      search: "mill",
      type: "customer",
      distributor: ["a", "b"],
    });
  });
});

describe("pager", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the ends and the neighbours of the current page", () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, "gap", 20]);
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 17, 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
  });
});
