/**
 * The UI permissions a business admin sets for one member (spec §6 "UI permissions per business
 * user"): which of the member's pages are read-only. Absent → the role's default configuration.
 */
export interface MemberRouteConfig {
  readonly businessId: string;
  readonly userId: string;
  /** Paths of the member's menu that are read-only for them. */
  readonly readOnlyPaths: readonly string[];
  readonly updatedBy: string;
  /** ISO instant. */
  readonly updatedAt: string;
}

export interface RouteConfigStore {
  forMember(businessId: string, userId: string): Promise<MemberRouteConfig | null>;
  /** Creates or replaces the member's configuration. */
  putForMember(config: MemberRouteConfig): Promise<void>;
}
