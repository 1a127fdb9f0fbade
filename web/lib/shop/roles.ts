// Role flags derived from user.role, in one place so screens never compare role strings.
export const ROLES = {seller: 'seller', admin: 'admin', delivery: 'delivery'} as const

export type RoleFlags = {isSeller: boolean; isAdmin: boolean; isDelivery: boolean}

export function roleFlags(user: {role?: string | undefined} | null | undefined): RoleFlags {
  const role = user?.role?.trim().toLowerCase()
  return {isSeller: role === ROLES.seller, isAdmin: role === ROLES.admin, isDelivery: role === ROLES.delivery}
}
