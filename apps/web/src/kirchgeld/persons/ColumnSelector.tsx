/** The lookup's column selector: which fields of a person the table shows. */
import { KG_PERSON_FIELDS, type KgPersonFieldName } from '@kollekta/domain';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { KG_PERSON_TEXTS } from './messages';

export function ColumnSelector(props: {
  columns: readonly KgPersonFieldName[];
  onChange: (columns: KgPersonFieldName[]) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const handleToggle = (name: KgPersonFieldName) => {
    const isShown = props.columns.includes(name);
    // one column stays: an empty table says nothing
    if (isShown && props.columns.length === 1) return;
    props.onChange(isShown ? props.columns.filter((column) => column !== name) : [...props.columns, name]);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {KG_PERSON_TEXTS.columns}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{
          paper: { sx: { maxHeight: 420 } },
          list: { 'aria-label': KG_PERSON_TEXTS.columnsTitle },
        }}
      >
        <ListSubheader>{KG_PERSON_TEXTS.columnsTitle}</ListSubheader>
        {KG_PERSON_FIELDS.map((field) => {
          const isShown = props.columns.includes(field.name);
          return (
            <MenuItem
              key={field.name}
              dense
              role="menuitemcheckbox"
              aria-checked={isShown}
              onClick={() => handleToggle(field.name)}
            >
              <Checkbox edge="start" size="small" checked={isShown} tabIndex={-1} disableRipple />
              <ListItemText primary={field.label} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
