import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useId, useState, type MouseEvent } from 'react';
import { actionLinkProps, type ShareAction } from '@/components/share/share-action';

interface ShareMoreMenuProps {
  actions: ShareAction[];
  onTap: (action: ShareAction, event: MouseEvent) => void;
  sx?: object;
}

/** The share targets that do not fit a phone's toolbar, one tap away. */
export function ShareMoreMenu({ actions, onTap, sx }: ShareMoreMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<MoreHorizIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={sx}
      >
        More
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close}>
        {actions.map((action) => (
          <MenuItem
            key={action.network}
            component={action.href ? 'a' : 'li'}
            disabled={action.disabled}
            {...actionLinkProps(action)}
            onClick={(e: MouseEvent) => {
              onTap(action, e);
              close();
            }}
          >
            {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
