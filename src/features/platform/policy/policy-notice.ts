export type PolicyNotice = { tone: 'warning' | 'error'; message: string; date: string | null } | null;

interface PolicyInput {
  policy_expiration_status: 'valid' | 'about_to_expire' | 'grace_expiration';
  count_down_in_days?: number | null;
  policy_expiration_date?: string | null;
}

const days = (n: number) => `${n} ${n === 1 ? 'Day' : 'Days'}`;

/** console-platform.md §2.12 and console-mdr-summary.md §4, with the product name from configuration. */
export function policyNotice(account: PolicyInput | undefined, productName: string): PolicyNotice {
  if (!account) return null;
  const count = account.count_down_in_days ?? 0;
  if (account.policy_expiration_status === 'about_to_expire' && count > 0) {
    return {
      tone: 'warning',
      message: `Your Cyber Insurance Policy and ${productName} Account Expiration in ${days(count)}`,
      date: account.policy_expiration_date ?? null,
    };
  }
  if (account.policy_expiration_status === 'grace_expiration') {
    return {
      tone: 'error',
      message: `Important Notice: Your ${productName} Account is expired. ${days(count)} of Grace Period remain`,
      date: account.policy_expiration_date ?? null,
    };
  }
  return null;
}
