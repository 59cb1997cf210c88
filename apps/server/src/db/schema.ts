import type { Generated } from 'kysely';

/** Timestamps are ISO-8601 UTC text on both engines, so they compare and sort the same everywhere. */
type Iso = string;

export interface TenantTable {
  id: string; code: string; name: string; status: number; created_at: Iso;
  /** A PNG data URL (migration 016); null: the product's drop. */
  logo: string | null;
}
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
  client_id: string | null; client_token: string | null;
  created_at: Iso;
}
export interface UserOrgTable { user_id: string; org_id: string; is_master: number }
export interface UserPostTable { user_id: string; post_id: string; is_master: number }
export interface UserRoleTable { user_id: string; role_id: string }
export interface UserJobTable { user_id: string; job_id: string }
export interface GroupTable { id: string; tenant_id: string; code: string; name: string }
export interface GroupUserTable { group_id: string; user_id: string }
/** One sign-in (migration 012): its tokens stop when it ends (signed out, password changed). */
export interface SessionTable { id: string; tenant_id: string; user_id: string; created_at: Iso; ended_at: Iso | null; end_reason: string | null }
/** An attempt counter (migration 012): `n` attempts of `scope` by `key` since `window_start`. */
export interface AttemptTable { scope: string; key: string; n: number; window_start: Iso }
export interface SealTable { id: string; user_id: string; file_id: string; password_hash: string | null; is_use: number; created_at: Iso }
export interface FileTable {
  id: string; tenant_id: string; owner_id: string; name: string; mime_type: string; size: number;
  storage_path: string; extra_prop: string | null;
  /** 'private': owner, administrators and granted readers; 'tenant': everyone of the tenant (photos, seals shown on forms). */
  visibility: string; created_at: Iso;
}
export interface FileGrantTable { file_id: string; ref_type: string; ref_id: string }

export interface Database extends WorkflowTables, PortalTables, JobTables, LiveTables, IdentityTables, FormTables, FormDataTables, CustomDialogTables, QueryTables, EamTables, EamInspectionTables {
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
  uc_session: SessionTable;
  uc_attempt: AttemptTable;
  uc_seal: SealTable;
  sys_file: FileTable;
  sys_file_grant: FileGrantTable;
}

// ---- Workflow (migration 002) ----
export interface SysTypeTable { id: string; tenant_id: string; type_key: string; parent_id: string | null; code: string; name: string; sn: number; icon: string | null }
export interface SysDataDictTable { id: string; tenant_id: string; type_key: string; key: string; name: string; parent_id: string | null; sn: number }
export interface SysIdentityTable {
  id: string; tenant_id: string; alias: string; name: string; regulation: string; reset: string; no_length: number;
  cur_period: string; cur_value: number;
}
export interface BpmDefinitionTable {
  id: string; tenant_id: string; def_key: string; name: string; version: number; type_id: string | null; description: string | null;
  bpmn_xml: string; settings_json: string; form_json: string | null; is_main: number; status: string; support_mobile: number;
  icon: string | null; created_by: string | null; created_at: Iso;
  /** The form version deployed with this process version (migration 007): its instances start with it. */
  form_id?: string | null;
}
export interface BpmDefAuthorizeTable { id: string; tenant_id: string; def_key: string; right_type: string; right_id: string | null }
export interface BpmAgentTable { id: string; tenant_id: string; leader_id: string; agent_id: string; def_key: string | null }
export interface BpmApprovalItemTable { id: string; tenant_id: string; def_key: string | null; user_id: string | null; expression: string; sn: number; created_at: Iso }
export interface BpmInstanceTable {
  id: string; tenant_id: string; def_id: string; def_key: string; def_name: string; type_id: string | null; subject: string; status: string;
  starter_id: string; starter_name: string; starter_org_id: string | null; agent_leader_id: string | null; biz_key: string | null;
  form_data: string | null; state_json: string | null; revision: number; urgent_state: number; created_at: Iso; updated_at: Iso; end_time: Iso | null;
  /** The form version the instance started with (migration 007); absent on rows written before forms had a table. */
  form_id?: string | null;
  /** inProgress | approved | refused | withdrawn | terminated (migration 005); null for drafts. */
  outcome: string | null;
  /** The engine's revoke facts (migration 009), so list rows need not parse the state: 1 once someone acted since the submission. */
  acted_since_submit: number;
  /** 1 while more than one branch runs (or a join waits): a hand-off is not taken back then. */
  branched: number;
  /** The decision that last moved the flow on, while nobody has acted since: its task and handler. */
  handoff_task_id: string | null;
  handoff_user_id: string | null;
  /** The open tasks' names, comma-joined (what a request row shows as its current step). */
  task_names: string | null;
  /**
   * Started by a call activity (migration 014): the calling instance and the engine's call id; absent or null
   * for every other instance.
   */
  parent_inst_id?: string | null;
  parent_call_id?: string | null;
}

/** One pass of the flow over a node (migration 009): append-only, ordered by the step's revision and its place in the step. */
export interface BpmVisitTable {
  inst_id: string; rev: number; ord: number; tenant_id: string; node_id: string; status: string; user_id: string | null; at: Iso;
}
export interface BpmTaskTable {
  id: string; tenant_id: string; inst_id: string; node_id: string; name: string; subject: string; def_key: string; def_name: string;
  type_id: string | null; status: string; assignee_id: string | null; owner_id: string | null; locked_by: string | null;
  parent_task_id: string | null; starter_id: string; starter_name: string; created_at: Iso; due_at: Iso | null; open: number;
  closed_at: Iso | null; close_reason: string | null; completed_by: string | null;
}
/** Open tasks assigned to each user, kept by triggers on bpm_task (migration 008). */
export interface BpmTodoCountTable { user_id: string; n: number }
export interface BpmTaskCandidateTable { task_id: string; user_id: string; open: number; created_at: Iso }
export interface BpmOpinionTable {
  id: string; tenant_id: string; inst_id: string; task_id: string | null; node_id: string | null; node_name: string;
  auditor_id: string | null; auditor_name: string | null; qualified_json: string; qualified_names: string | null; status: string;
  opinion: string; files_json: string | null; origin: string; create_time: Iso; complete_time: Iso | null;
  /** The writing step's revision and the record's place in it (migration 011): the timeline's order within a millisecond. */
  rev: number; ord: number;
}
export interface BpmNoticeTable {
  id: string; tenant_id: string; inst_id: string; task_id: string | null; node_id: string | null; user_id: string; from_user_id: string;
  opinion: string | null; is_read: number; read_time: Iso | null; created_at: Iso;
}
export interface BpmTransferTable {
  id: string; tenant_id: string; inst_id: string; task_id: string; owner_id: string; assignee_id: string; turn_type: string;
  status: string; created_at: Iso; finish_time: Iso | null;
}
export interface BpmReadRecordTable { inst_id: string; task_id: string; user_id: string; read_time: Iso }
export interface BpmTaskFollowTable { inst_id: string; user_id: string; node_ids: string; updated_at: Iso }
export interface BpmIdempotencyTable { tenant_id: string; user_id: string; idem_key: string; reply_json: string; created_at: Iso }
export interface SysMessageTable {
  id: string; tenant_id: string; subject: string; content: string; owner_id: string | null; owner: string; message_type: string;
  ref_type: string | null; ref_id: string | null; created_at: Iso;
}
export interface SysMessageReceiverTable {
  id: string; message_id: string; receiver_id: string; receiver_name: string; receive_time: Iso | null; handled: number; created_at: Iso;
}

export interface WorkflowTables {
  sys_type: SysTypeTable;
  sys_data_dict: SysDataDictTable;
  sys_identity: SysIdentityTable;
  bpm_definition: BpmDefinitionTable;
  bpm_def_authorize: BpmDefAuthorizeTable;
  bpm_agent: BpmAgentTable;
  bpm_approval_item: BpmApprovalItemTable;
  bpm_instance: BpmInstanceTable;
  bpm_task: BpmTaskTable;
  bpm_task_candidate: BpmTaskCandidateTable;
  bpm_todo_count: BpmTodoCountTable;
  bpm_opinion: BpmOpinionTable;
  bpm_visit: BpmVisitTable;
  bpm_notice: BpmNoticeTable;
  bpm_transfer: BpmTransferTable;
  bpm_read_record: BpmReadRecordTable;
  bpm_task_follow: BpmTaskFollowTable;
  bpm_idempotency: BpmIdempotencyTable;
  sys_message: SysMessageTable;
  sys_message_receiver: SysMessageReceiverTable;
}

// ---- Portal (migration 004) ----
export interface PortalRightTable { id: string; tenant_id: string; owner_type: string; owner_id: string; right_type: string; right_id: string }
export interface SysIndexColumnTable {
  id: string; tenant_id: string; alias: string; name: string; catalog: string | null; col_type: number; chart_type: number | null;
  data_mode: number; data_from: string | null; data_param: string | null; request_type: string | null; need_page: number; page_size: number;
  col_height: number | null; col_url: string | null; template_html: string | null; html: string | null; is_public: number; memo: string | null;
  created_at: Iso; updated_at: Iso;
}
export interface SysIndexLayoutTable {
  id: string; tenant_id: string; name: string; memo: string | null; layout_type: number; design_json: string; is_default: number;
  is_public: number; sn: number; created_at: Iso;
}
export interface SysIndexMyLayoutTable { user_id: string; layout_type: number; tenant_id: string; layout_id: string; updated_at: Iso }
export interface PortalNewsTable {
  id: string; tenant_id: string; type: string; title: string; content: string; summary: string; cover: string | null; ffj: string;
  is_public: number; is_top: number; publisher_id: string | null; publisher: string; publish_time: Iso | null; created_at: Iso; updated_at: Iso;
}
export interface SysAppTypeTable { id: string; tenant_id: string; type_key: string; parent_id: string | null; name: string; sn: number }
export interface SysAppTable {
  id: string; tenant_id: string; type_id: string; name: string; img: string | null; icon: string | null; icon_color: string | null;
  mode: number; content: string; enable: number; is_public: number; sn: number; created_by: string | null; created_at: Iso; updated_at: Iso;
}
export interface SysMenuTable {
  id: string; tenant_id: string; parent_id: string | null; alias: string; code: string; name: string; menu_url: string; icon: string | null;
  sn: number; is_public: number;
}
export interface SysMethodTable { id: string; tenant_id: string; menu_id: string | null; alias: string; name: string }
export interface SysShortUrlTable { code: string; tenant_id: string; long_url: string; created_by: string; created_at: Iso; expires_at: Iso }
export interface SysTagFlowTable { user_id: string; def_key: string; tenant_id: string; sn: number }
export interface MeetingRoomTable { id: string; tenant_id: string; name: string; location: string; capacity: number }
export interface MeetingBookingTable {
  id: string; tenant_id: string; room_id: string; subject: string; booker_id: string; booker_name: string; start_time: Iso; end_time: Iso;
  status: string; created_at: Iso;
}
export interface MeetingAttendeeTable { booking_id: string; user_id: string }
export interface AppReleaseTable {
  id: string; platform: string; version: string; download_url: string; notes: string | null; force_update: number; published_at: Iso;
}
export interface DatavPageTable { id: string; tenant_id: string; alias: string; name: string; config_json: string }
export interface PlantDailyReadingTable {
  tenant_id: string; day: string; inflow: number; outflow: number; cod_in: number; cod_out: number; nh3n_in: number; nh3n_out: number;
}

export interface PortalTables {
  portal_right: PortalRightTable;
  sys_index_column: SysIndexColumnTable;
  sys_index_layout: SysIndexLayoutTable;
  sys_index_my_layout: SysIndexMyLayoutTable;
  portal_news: PortalNewsTable;
  sys_app_type: SysAppTypeTable;
  sys_app: SysAppTable;
  sys_menu: SysMenuTable;
  sys_method: SysMethodTable;
  sys_short_url: SysShortUrlTable;
  sys_tag_flow: SysTagFlowTable;
  meeting_room: MeetingRoomTable;
  meeting_booking: MeetingBookingTable;
  meeting_attendee: MeetingAttendeeTable;
  app_release: AppReleaseTable;
  datav_page: DatavPageTable;
  plant_daily_reading: PlantDailyReadingTable;
}

// ---- Due jobs (migration 006) ----
export interface SysJobTable {
  id: string; tenant_id: string; kind: string; payload_json: string; due_at: Iso; attempts: number;
  claimed_by: string | null; claimed_until: Iso | null; last_error: string | null; created_at: Iso;
}
export interface JobTables { sys_job: SysJobTable }

// ---- Live events (migration 031) ----
/** A person to tell of something, in the order the database counts (id). */
export interface LiveEventTable { id: Generated<number>; tenant_id: string; user_id: string; kind: string; data_json: string; created_at: Iso }
export interface LiveTables { live_event: LiveEventTable }

// ---- Third-party sign-in identities (migrations 032, 033) ----
/** A user's identity at a sign-in provider (a DingTalk userid of a corpId, a WeChat open id of an app), bound to one account of a tenant. */
export interface ExternalIdentityTable { id: string; tenant_id: string; provider: string; corp_id: string; external_id: string; user_id: string; created_at: Iso }
/** A WeChat identity vouched for at a sign-in page, waiting to sign in or be bound (id: SHA-256 of the ticket). */
export interface SignInTicketTable { id: string; provider: string; corp_id: string; external_id: string; purpose: string; expires_at: Iso }
export interface IdentityTables { uc_external_identity: ExternalIdentityTable; uc_sign_in_ticket: SignInTicketTable }

// ---- Forms (migration 007) ----
/** One version of a form under its formKey; a stored version never changes. */
export interface FormDefinitionTable {
  id: string; tenant_id: string; form_key: string; version: number; is_main: number; name: string; form_json: string;
  created_by: string | null; created_at: Iso;
}
// ---- Business objects and data templates (migration 015, ADR 0019); each BO's records live in tables of their own ----
export interface BoDefTable {
  id: string; tenant_id: string; alias: string; name: string; description: string | null; fields_json: string; storage_json: string;
  rev: number; created_by: string | null; created_at: Iso; updated_at: Iso;
}
export interface DataTemplateTable {
  id: string; tenant_id: string; alias: string; name: string; bo_def_id: string; form_key: string; settings_json: string;
  created_by: string | null; created_at: Iso; updated_at: Iso;
}
export interface BoChangeTable {
  id: string; tenant_id: string; bo_def_id: string; record_id: string; rev: number; ord: number; entity: string; row_id: string | null;
  kind: string; field: string; label: string; old_value: string | null; new_value: string | null; user_id: string; user_name: string; at: Iso;
}
export interface FormTables { form_definition: FormDefinitionTable; form_bo_def: BoDefTable; form_data_template: DataTemplateTable; form_bo_change: BoChangeTable }
// ---- Drafts and imports of data templates (migration 017) ----
export interface DataDraftTable {
  id: string; tenant_id: string; template_id: string; user_id: string; ref_id: string | null; title: string; data_json: string; created_at: Iso; updated_at: Iso;
}
export interface ImportLogTable {
  id: string; tenant_id: string; template_id: string; template_key: string; file_name: string; status: string; total: number; ok: number; failed: number;
  errors_json: string; sheet_json: string; values_json: string | null; user_id: string; user_name: string; created_at: Iso; committed_at: Iso | null;
}
export interface FormDataTables { form_data_draft: DataDraftTable; form_import_log: ImportLogTable }
// ---- Custom dialogs (migration 018) ----
/** A custom dialog: the definition (customDialogInput of the contract) as JSON, by alias. */
export interface CustomDialogTable {
  id: string; tenant_id: string; alias: string; name: string; ds_type: string; settings_json: string; created_by: string | null; created_at: Iso; updated_at: Iso;
}
export interface CustomDialogTables { form_custom_dialog: CustomDialogTable }
// ---- Custom queries, query views and custom charts (migration 019) ----
/** A custom query or chart: its contract settings as JSON, by alias. */
export interface QueryDefinitionTable { id: string; tenant_id: string; alias: string; name: string; settings_json: string; created_by: string | null; created_at: Iso; updated_at: Iso }
/** A query view: its contract settings as JSON, by sqlAlias and alias. */
export interface QueryViewTable extends QueryDefinitionTable { sql_alias: string }
export interface QueryTables { form_custom_query: QueryDefinitionTable; form_custom_chart: QueryDefinitionTable; form_query_view: QueryViewTable }
// ---- The asset system (migration 022, ADR 0024) ----
export interface EamAssetCategoryTable { id: string; tenant_id: string; code: string; name: string; kind: string; sort: number }
/** A functional position; `path` is the names from the top joined by ' / '. */
export interface EamPositionTable { id: string; tenant_id: string; parent_id: string | null; name: string; path: string }
/** An asset of the ledger; dates without a time are yyyy-MM-dd, money in yuan. */
export interface EamAssetTable {
  id: string; tenant_id: string; asset_code: string; name: string; model: string | null; category_id: string; asset_status: string; criticality: string;
  position_id: string | null; position_detail: string | null; parent_id: string | null; serial_number: string | null; manufacturer: string | null;
  supplier: string | null; production_date: string | null; purchase_date: string | null; service_life: number | null; use_organization: string | null;
  manager: string | null; picture_id: string | null; last_inspect_time: Iso | null; specs_json: string; equipment_status: string | null;
  equipment_ip: string | null; manage_ip: string | null; rack_name: string | null; rack_up_number: number | null; maintainer: string | null;
  contacts: string | null; contact_information: string | null; maintenance_method: string | null; maintenance_start_date: string | null;
  maintenance_end_date: string | null; maintenance_price: number | null; original_unit_price: number | null; residuals_rate: number | null;
  register_date: string | null; financial_category: string | null; created_at: Iso; updated_at: Iso;
  /** Code, name and model case-folded, kept by the database (migration 029): what the list's search reads. */
  search_key: Generated<string>;
}
/** A one-use sign-in ticket of the asset system, by its SHA-256 hash. */
export interface EamSsoTicketTable { id: string; tenant_id: string; user_id: string; account: string; session_id: string; ticket_hash: string; expires_at: Iso; used_at: Iso | null; created_at: Iso }
/** An asset token, by its SHA-256 hash; it also ends with the portal session it was issued in. */
export interface EamTokenTable { id: string; tenant_id: string; user_id: string; account: string; session_id: string; token_hash: string; expires_at: Iso; revoked_at: Iso | null; created_at: Iso }
export interface EamTables {
  eam_asset_category: EamAssetCategoryTable; eam_position: EamPositionTable; eam_asset: EamAssetTable; eam_sso_ticket: EamSsoTicketTable; eam_token: EamTokenTable;
}
// ---- Inspection rounds of the asset system (migration 023) ----
export interface EamInspectionGroupTable { id: string; tenant_id: string; code: string; name: string; notes: string | null; created_at: Iso }
/** leader: 1 for the group's leader. */
export interface EamInspectionGroupMemberTable { group_id: string; tenant_id: string; user_id: string; leader: number }
export interface EamInspectionRouteTable { id: string; tenant_id: string; code: string; name: string; notes: string | null }
export interface EamInspectionPointTable {
  id: string; tenant_id: string; route_id: string; code: string; name: string; content: string | null; asset_id: string | null; position_id: string | null; sort: number;
}
/** A check item of a point; config_json per type (radiobox options, number_range min/max). */
export interface EamInspectionPointItemTable {
  id: string; tenant_id: string; point_id: string; code: string; name: string; check_desc: string | null; type: string; unit: string | null;
  config_json: string; def_value: string | null; sort: number;
}
/** shifts_json: the shifts' start times of day in plant time (["08:00","16:00"]). */
export interface EamInspectionPlanTable {
  id: string; tenant_id: string; plan_code: string; name: string; route_id: string; group_id: string; shifts_json: string; inspection_method: string;
  completion_time: number; plan_status: string; notes: string | null; last_time: Iso | null; next_time: Iso | null; created_at: Iso;
}
export interface EamInspectionTaskTable {
  id: string; tenant_id: string; task_code: string; plan_id: string; plan_name: string; plan_notes: string | null; route_name: string; group_id: string;
  inspection_method: string; task_status: string; plan_start_time: Iso; deadline: Iso; act_start_time: Iso | null; act_finish_time: Iso | null;
  act_total_cost: number | null; content: string | null; finished_by: string | null; point_count: number; point_normal_count: number;
  point_abnormal_count: number; point_wait_count: number; point_none_count: number; created_at: Iso;
}
/** A task's copy of a point and its record (oper_time: the device's time; record_time: the server's; client_id: the device's key). */
export interface EamInspectionTaskPointTable {
  id: string; tenant_id: string; task_id: string; point_id: string; sort: number; point_code: string; point_name: string; point_content: string | null;
  asset_id: string | null; position_name: string | null; point_status: string; insp_method: string | null; oper_time: Iso | null; oper_user_id: string | null;
  content: string | null; action_label: string | null; pics_json: string | null; client_id: string | null; record_time: Iso | null; abnormal_item_count: number;
}
/** A task point's copy of a check item and its reading (value_num: the number read; abnormal 0/1). */
export interface EamInspectionTaskItemTable {
  id: string; tenant_id: string; task_point_id: string; task_id: string; point_code: string; item_code: string; item_name: string; check_desc: string | null;
  type: string; unit: string | null; config_json: string; def_value: string | null; sort: number; result: string | null; result_meta: string | null;
  value_num: number | null; abnormal: number; pics_json: string | null; oper_time: Iso | null;
}
/** A defect from an abnormal point (status not_process | processed). */
export interface EamInspectionAbnormalTable {
  id: string; tenant_id: string; task_id: string; task_point_id: string; asset_id: string | null; summary: string; content: string | null; pics_json: string | null;
  status: string; oper_user_id: string | null; oper_time: Iso; repair_order_id: string | null; created_at: Iso;
}
export interface EamInspectionProcessActionTable { id: string; tenant_id: string; code: string; name: string; class_value: string | null; notes: string | null; sort: number }
export interface EamInspectionTables {
  eam_inspection_group: EamInspectionGroupTable; eam_inspection_group_member: EamInspectionGroupMemberTable; eam_inspection_route: EamInspectionRouteTable;
  eam_inspection_point: EamInspectionPointTable; eam_inspection_point_item: EamInspectionPointItemTable; eam_inspection_plan: EamInspectionPlanTable;
  eam_inspection_task: EamInspectionTaskTable; eam_inspection_task_point: EamInspectionTaskPointTable; eam_inspection_task_item: EamInspectionTaskItemTable;
  eam_inspection_abnormal: EamInspectionAbnormalTable; eam_inspection_process_action: EamInspectionProcessActionTable;
}
// ---- The asset system's preventive maintenance (migration 025; merged into EamTables) ----
/** A maintenance group (保养组): its leader starts and stops its plans; its members execute its tasks. */
export interface EamMaintainGroupTable { id: string; tenant_id: string; code: string; name: string; leader_id: string; created_at: Iso }
export interface EamMaintainGroupMemberTable { group_id: string; user_id: string; tenant_id: string }
/** A counter on an asset (hours | cycles); last_value is the reading with the latest read_time. */
export interface EamAssetMeterTable {
  id: string; tenant_id: string; asset_id: string; code: string; name: string; kind: string; unit: string; last_value: number | null; last_read_time: Iso | null; created_at: Iso;
}
export interface EamMeterReadingTable { id: string; tenant_id: string; meter_id: string; value: number; read_time: Iso; recorded_by: string | null; created_at: Iso }
/** A maintenance plan; trigger_kind fixed | completion (interval_*, start_date) or meter (meter_*); next_time is what job_id stands for. */
export interface EamMaintainPlanTable {
  id: string; tenant_id: string; code: string; name: string; asset_id: string; group_id: string; maintain_type: string; status: string; trigger_kind: string;
  interval_every: number | null; interval_unit: string | null; start_date: string | null; end_date: string | null; meter_id: string | null;
  meter_every: number | null; last_service_reading: number | null; timeout: number; info: string | null; last_time: Iso | null; next_time: Iso | null;
  job_id: string | null; open_task_id: string | null; created_at: Iso; updated_at: Iso;
}
export interface EamMaintainProjectTable { id: string; tenant_id: string; plan_id: string; code: string; name: string; content: string | null; base_cost: number; sort: number }
/** A maintenance task with the asset's snapshot; deadline = plan_start_time + timeout hours. */
export interface EamMaintainTaskTable {
  id: string; tenant_id: string; business_code: string; name: string; plan_id: string | null; maintain_type: string; status: string; asset_id: string;
  asset_code: string; asset_name: string; asset_model: string | null; asset_position: string | null; group_id: string; executor_id: string | null;
  plan_start_time: Iso; timeout: number; deadline: Iso; act_start_time: Iso | null; act_finish_time: Iso | null; total_cost: number;
  act_total_cost: number | null; result: string | null; cancel_reason: string | null; cancelled_by: string | null; parts_json: string; created_at: Iso; updated_at: Iso;
}
export interface EamMaintainTaskProjectTable {
  id: string; tenant_id: string; task_id: string; code: string; name: string; content: string | null; base_cost: number; sort: number; status: string;
  result: string | null; picture_ids_json: string; operator_id: string | null; oper_time: Iso | null;
}
export interface EamMaintainSkipTable { id: string; tenant_id: string; plan_id: string; occurrence_date: string; task_id: string | null; recorded_at: Iso }
export interface EamMaintainCodeSeqTable { tenant_id: string; day: string; last: number }
export interface EamTables {
  eam_maintain_group: EamMaintainGroupTable; eam_maintain_group_member: EamMaintainGroupMemberTable; eam_asset_meter: EamAssetMeterTable;
  eam_meter_reading: EamMeterReadingTable; eam_maintain_plan: EamMaintainPlanTable; eam_maintain_project: EamMaintainProjectTable;
  eam_maintain_task: EamMaintainTaskTable; eam_maintain_task_project: EamMaintainTaskProjectTable; eam_maintain_skip: EamMaintainSkipTable;
  eam_maintain_code_seq: EamMaintainCodeSeqTable;
}
// ---- Corrective repair of the asset system (migration 024) ----
/** A fault type; hierarchy_name is the names from the top joined by '/'. */
export interface EamRepairCategoryTable { id: string; tenant_id: string; parent_id: string | null; code: string; name: string; hierarchy_name: string; sort: number }
/** A fault template (故障库); cost_time in standard hours. */
export interface EamRepairCategoryTplTable {
  id: string; tenant_id: string; category_id: string; code: string; name: string; repair_solution: string | null; cost_time: number | null; created_at: Iso; updated_at: Iso;
}
export interface EamRepairUrgencyTable { id: string; tenant_id: string; code: string; name: string; sort: number; response_hours: number }
/** status enable | disable; the leader is among the members. */
export interface EamRepairGroupTable { id: string; tenant_id: string; name: string; leader_id: string; status: string; notes: string | null; created_at: Iso; updated_at: Iso }
export interface EamRepairGroupMemberTable { group_id: string; tenant_id: string; user_id: string }
export interface EamRepairSettingTable { tenant_id: string; approval_process_key: string | null; updated_at: Iso }
/** A repair order; picture_ids a JSON array of file ids; asset_down 0/1. */
export interface EamRepairOrderTable {
  id: string; tenant_id: string; business_code: string; asset_id: string; category_tpl_id: string | null; urgency_id: string; content: string; picture_ids: string;
  asset_down: number; plan_finish_date: string | null; repair_type: string; source_abnormal_id: string | null; repair_status: string; proc_id: string | null;
  report_user_id: string; reported_at: Iso; response_deadline: Iso; approved_at: Iso | null; group_id: string | null; executor_id: string | null;
  dispatcher_id: string | null; dispatched_at: Iso | null; started_at: Iso | null; finished_at: Iso | null; accepted_at: Iso | null; cancelled_at: Iso | null;
  downtime_end: Iso | null; updated_at: Iso;
}
/** One repair attempt of an order (parts_json [{name, qty, unit}], picture_ids a JSON array). */
export interface EamRepairActTable {
  id: string; tenant_id: string; order_id: string; attempt: number; executor_id: string; started_at: Iso; finished_at: Iso | null; cause: string | null;
  remedy: string | null; failure_mode: string | null; failure_mechanism: string | null; failure_cause: string | null; parts_json: string; labor_hours: number | null;
  cost: number | null; downtime_end: Iso | null; picture_ids: string; notes: string | null;
}
export interface EamRepairAcceptanceTable {
  id: string; tenant_id: string; order_id: string; accept_result: string; notes: string | null; actual_cost: number | null; accepter_id: string; accepted_at: Iso;
}
/** A timeline step of an order (label: the contract's REPAIR_PROCESS_LABELS). */
export interface EamRepairProcessTable {
  id: string; tenant_id: string; order_id: string; seq: number; label: string; process_content: string | null; picture_ids: string; rcd_time: Iso; user_id: string | null;
}
export interface EamTables {
  eam_repair_category: EamRepairCategoryTable; eam_repair_category_tpl: EamRepairCategoryTplTable; eam_repair_urgency: EamRepairUrgencyTable;
  eam_repair_group: EamRepairGroupTable; eam_repair_group_member: EamRepairGroupMemberTable; eam_repair_setting: EamRepairSettingTable;
  eam_repair_order: EamRepairOrderTable; eam_repair_act: EamRepairActTable; eam_repair_acceptance: EamRepairAcceptanceTable; eam_repair_process: EamRepairProcessTable;
}
// ---- The asset KPIs' day rollup, kept by triggers (migration 028) ----
/** Per tenant and plant day (yyyy-MM-dd): sums of the repair orders', maintenance tasks' and rounds' contributions (durations in ms). */
export interface EamKpiDayTable {
  tenant_id: string; day: string;
  repair_failures: number; repair_opened: number; repair_closed: number; repair_restored: number;
  repair_total_ms: number; repair_waiting_ms: number; repair_work_ms: number; repair_acceptance_ms: number;
  maint_due: number; maint_on_time: number; maint_finished: number; maint_open: number; maint_opened: number; maint_closed: number;
  round_due: number; round_recorded: number; round_abnormal: number; round_missed: number;
}
export interface EamTables { eam_kpi_day: EamKpiDayTable }
