/** The customer's delivered sales and their withdrawals, by record id, for the order cards (GET /api/withdrawals/mine). */
import { createContext, useContext } from 'react';
import type { SaleWithdrawal } from '~/domain/withdrawals/withdrawals.ts';

export type SaleWithdrawals = Map<string, SaleWithdrawal>;

export const WithdrawalsContext = createContext<{ sales: SaleWithdrawals; sent: (withdrawal: SaleWithdrawal) => void } | null>(null);

export const useSaleWithdrawals = () => useContext(WithdrawalsContext);
