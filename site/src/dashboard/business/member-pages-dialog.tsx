/**
 * One member's pages (spec §3 route configuration navLinks and routes; §6 "UI permissions per
 * business user", read-only pages): the links of the member's menu, each with a read-only
 * switch, read from GET /businesses/members/routeConfig and saved with PUT
 * /businesses/members/routeConfig ('Updated Successfully'). The member's next request honours
 * it: their page shows, and every action on it is disabled, in the screens and on the server.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../widgets/kit/button';
import { Dialog, DialogClose } from '../../../../widgets/kit/dialog';
import { useToast } from '../../../../widgets/kit/toast';
import { useSite } from '../../app/site-context';
import { BUSINESS_TEXT as T } from './business-text';
import {
  type MemberRow,
  type RouteConfig,
  type RouteRow,
  readOnlyPaths,
  routeRows,
  withReadOnly,
} from './business-view';
import { businessKeys, useMemberRoutes } from './use-business-data';

export function MemberPagesDialog(props: {
  readonly businessId: string;
  readonly member: MemberRow | null;
  readonly canManage: boolean;
  readonly onClose: () => void;
}) {
  const { member } = props;
  const routes = useMemberRoutes(props.businessId, member?.userId ?? null);
  const [saving, setSaving] = useState(false);
  if (!member) return null;
  const formId = `biz-pages-${member.userId}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={T.pagesOf(member.name)}
      description={T.pagesLead}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{T.close}</Button>
          </DialogClose>
          <Button
            type="submit"
            form={formId}
            variant="primary"
            pending={saving}
            disabled={!props.canManage || !routes.data}
          >
            {T.save}
          </Button>
        </>
      }
    >
      {routes.data ? (
        <PagesForm
          key={member.userId}
          formId={formId}
          businessId={props.businessId}
          userId={member.userId}
          config={routes.data}
          canManage={props.canManage}
          saving={saving}
          onSaving={setSaving}
          onSaved={props.onClose}
        />
      ) : (
        <p className="biz-card__note">{routes.isError ? T.failed : T.loading}</p>
      )}
    </Dialog>
  );
}

function PagesForm(props: {
  readonly formId: string;
  readonly businessId: string;
  readonly userId: string;
  readonly config: RouteConfig;
  readonly canManage: boolean;
  readonly saving: boolean;
  readonly onSaving: (saving: boolean) => void;
  readonly onSaved: () => void;
}) {
  const { api } = useSite();
  const toast = useToast();
  const client = useQueryClient();
  const [rows, setRows] = useState<RouteRow[]>(() => routeRows(props.config));
  const { saving, onSaving: setSaving } = props;

  const save = async () => {
    setSaving(true);
    try {
      const answer = await api.PUT('/businesses/members/routeConfig', {
        body: { business_id: props.businessId, user_id: props.userId, read_only_paths: readOnlyPaths(rows) },
      });
      toast.answer(answer);
      if (!answer.data) return;
      client.setQueryData(businessKeys.memberRoutes(props.businessId, props.userId), answer.data.config);
      props.onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      id={props.formId}
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) void save();
      }}
    >
      <div className="biz-table-wrap">
        <table className="biz-table biz-table--compact">
          <caption className="biz-visually-hidden">{T.pagesLead}</caption>
          <thead>
            <tr>
              <th scope="col">{T.page}</th>
              <th scope="col" className="biz-table__check">
                {T.readOnly}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.path}>
                <th scope="row">
                  <span className="biz-table__label">{r.label}</span>
                  <span className="biz-table__path">{r.path}</span>
                </th>
                <td className="biz-table__check">
                  <input
                    type="checkbox"
                    aria-label={T.readOnlyFor(r.label)}
                    checked={r.readOnly}
                    disabled={!props.canManage || saving}
                    onChange={(event) => setRows((all) => withReadOnly(all, r.path, event.target.checked))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </form>
  );
}
