/** Where Sage keeps its data when DATA_DIR is not set. */
export const DEFAULT_DATA_DIR = './data'
