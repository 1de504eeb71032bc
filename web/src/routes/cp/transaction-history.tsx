import { TransactionHistoryScreen } from '@/features/partner/screens/transaction-history-screen.tsx';

// /cp/transaction_history: the program's referred orders.
export default function TransactionHistoryPage() {
  return <TransactionHistoryScreen />;
}
