export * from "./catalog/types.js";
export * from "./catalog/streetModels.js";
