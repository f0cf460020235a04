/**
 * The route configuration stored per person. A business admin sets which of a member's pages
 * are read-only (spec §6 "UI permissions per business user"; absent → the role's default); the
 * platform admin sets a person's default-user flag and persona check (absent → both off).
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

/** What the platform admin sets for one person, whatever context they sign in to (spec §6). */
export interface UserRouteSettings {
  readonly userId: string;
  /** "The default-user flag forces lender": the person trades as a lender. */
  readonly defaultUser: boolean;
  /** "Import Loan Files shown when persona check enabled". */
  readonly personaCheck: boolean;
  readonly updatedBy: string;
  /** ISO instant. */
  readonly updatedAt: string;
}

export interface RouteConfigStore {
  forMember(businessId: string, userId: string): Promise<MemberRouteConfig | null>;
  /** Creates or replaces the member's configuration. */
  putForMember(config: MemberRouteConfig): Promise<void>;
  /** The person's settings, or null when the platform admin never set any. */
  settingsFor(userId: string): Promise<UserRouteSettings | null>;
  /** Creates or replaces the person's settings. */
  putSettings(settings: UserRouteSettings): Promise<void>;
}
