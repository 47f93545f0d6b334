/** The withdrawals capability's front door (retracto, Ley 1480 art. 47): the customer's request, the owner's list and approval. */
export { approveWithdrawal, listWithdrawals, markWithdrawalRefundDone } from './withdrawal-approval.ts';
export { requestWithdrawal, withdrawalsOfUser } from './withdrawal-requests.ts';
export type { WithdrawalInput } from './withdrawal-requests.ts';
export { forgetWithdrawalsOf, withdrawalsOfAccount } from './withdrawal-data.ts';
