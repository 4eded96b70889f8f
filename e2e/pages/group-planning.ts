/** Collection plan groups on the planning screen: marking candidates, the group editor, a group's row. */
import { expect, type Page } from '@playwright/test';
import type { PlanningPage } from './planning-page';

export class GroupPlanning {
  constructor(
    private readonly page: Page,
    private readonly planning: PlanningPage,
  ) {}

  readonly createButton = () => this.page.getByRole('button', { name: 'Sammlungsgruppe', exact: true });
  readonly editor = () => this.page.getByRole('dialog', { name: 'Sammlungsgruppe erstellen' });

  /** The plan's mark in its table row (planning.md §2 "marking as group candidate"). */
  async mark(name: string) {
    const row = this.planning.row(name);
    await row
      .getByRole('button', { name: `Als Kandidat für eine Sammlungsgruppe markieren: ${name}` })
      .click();
    await expect(
      row.getByRole('button', { name: `Markierung als Gruppenkandidat aufheben: ${name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  }

  /** 'Sammlungsgruppe', then step 3 with the members' weights. */
  async openEditor() {
    await expect(this.createButton()).toBeEnabled();
    await this.createButton().click();
    await expect(this.editor()).toBeVisible();
  }

  async setWeight(member: string, weight: number) {
    const editor = this.editor();
    await editor.getByRole('tab', { name: /Weitere Informationen/ }).click();
    await editor.getByLabel(`Gewicht für ${member}`).fill(String(weight));
  }

  shares() {
    return this.editor().getByTestId('group-member-share');
  }

  async save() {
    await this.editor().getByRole('button', { name: 'Speichern', exact: true }).click();
    await this.page
      .getByRole('dialog', { name: 'Sammlung speichern?' })
      .getByRole('button', { name: 'Ja, speichern' })
      .click();
    await expect(this.page.getByText('Erfolgreich gespeichert')).toBeVisible();
    await expect(this.editor()).toBeHidden();
  }

  /** 'Löschen' in the row's menu and 'Unwiderruflich löschen?'. */
  async deleteGroup(name: string) {
    await this.planning
      .row(name)
      .getByRole('button', { name: `Weitere Aktionen: ${name}` })
      .click();
    await this.page.getByRole('menuitem', { name: 'Löschen' }).click();
    const confirm = this.page.getByRole('dialog', { name: 'Unwiderruflich löschen?' });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(confirm).toBeHidden();
  }
}
