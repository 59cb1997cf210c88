
/** Timestamps are ISO-8601 UTC text on both engines, so they compare and sort the same everywhere. */
type Iso = string;

export interface TenantTable { id: string; code: string; name: string; status: number; created_at: Iso }
export interface DimensionTable { id: string; tenant_id: string; code: string; name: string; is_default: number }
export interface OrgTable {
  id: string; tenant_id: string; dem_id: string; parent_id: string | null; code: string; name: string;
  /** Ids from the root joined by '.', ending with this id: subtree queries are a prefix match. */
  path: string; path_name: string; sn: number;
}
export interface PostTable { id: string; tenant_id: string; org_id: string; code: string; name: string; is_charge: number }
export interface RoleTable { id: string; tenant_id: string; code: string; name: string; enabled: number }
export interface JobTable { id: string; tenant_id: string; code: string; name: string; level: number }
export interface UserTable {
  id: string; tenant_id: string; account: string; fullname: string; password_hash: string;
  /** 1 normal, 0 disabled, -1 not activated, 2 departed. */
  status: number; is_admin: number;
  mobile: string | null; email: string | null; address: string | null; photo: string | null;
  sex: string | null; user_number: string | null;
  open_id: string | null; mp_open_id: string | null; client_id: string | null; client_token: string | null;
  created_at: Iso;
}
export interface UserOrgTable { user_id: string; org_id: string; is_master: number }
export interface UserPostTable { user_id: string; post_id: string; is_master: number }
export interface UserRoleTable { user_id: string; role_id: string }
export interface UserJobTable { user_id: string; job_id: string }
export interface GroupTable { id: string; tenant_id: string; code: string; name: string }
export interface GroupUserTable { group_id: string; user_id: string }
export interface LoginFailureTable { id: string; tenant_id: string; account: string; failed_at: Iso }
export interface RevokedTokenTable { jti: string; expires_at: Iso }
export interface SealTable { id: string; user_id: string; file_id: string; password_hash: string | null; is_use: number; created_at: Iso }
export interface FileTable {
  id: string; tenant_id: string; owner_id: string; name: string; mime_type: string; size: number;
  storage_path: string; extra_prop: string | null;
  /** 'private': owner, administrators and granted readers; 'tenant': everyone of the tenant (photos, seals shown on forms). */
  visibility: string; created_at: Iso;
}
export interface FileGrantTable { file_id: string; ref_type: string; ref_id: string }

export interface Database {
  uc_tenant: TenantTable;
  uc_dimension: DimensionTable;
  uc_org: OrgTable;
  uc_post: PostTable;
  uc_role: RoleTable;
  uc_job: JobTable;
  uc_user: UserTable;
  uc_user_org: UserOrgTable;
  uc_user_post: UserPostTable;
  uc_user_role: UserRoleTable;
  uc_user_job: UserJobTable;
  uc_group: GroupTable;
  uc_group_user: GroupUserTable;
  uc_login_failure: LoginFailureTable;
  uc_revoked_token: RevokedTokenTable;
  uc_seal: SealTable;
  sys_file: FileTable;
  sys_file_grant: FileGrantTable;
}
