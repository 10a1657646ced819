import { type ClassValue, clsx } from 'clsx'

/** Joins class names, skipping false and empty ones. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
