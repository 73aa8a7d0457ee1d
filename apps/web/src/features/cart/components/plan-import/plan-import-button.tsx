import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { FileExcelOutlined } from '@ant-design/icons';

// Loaded on first use: the cart page should not wait for the upload and preview table.
const PlanImportModal = lazy(async () => ({
  default: (await import('./plan-import-modal')).PlanImportModal,
}));

/** 批量采购: opens the purchase-plan import (cart page and 快捷采购). */
export function PlanImportButton(props: Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        icon={<FileExcelOutlined />}
        data-testid="plan-import-open"
        {...props}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {props.children ?? '批量采购（导入采购计划）'}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <PlanImportModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
