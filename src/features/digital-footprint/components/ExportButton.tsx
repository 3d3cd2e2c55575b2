import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';

export interface ExportButtonProps {
  assetCount: number;
  exporting: boolean;
  onExport: () => void;
}

/** 'Download Report' (XLSX), disabled when there are no assets (§2.6). */
export function ExportButton({ assetCount, exporting, onExport }: ExportButtonProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette="gray"
      disabled={assetCount === 0}
      loading={exporting}
      loadingText="Preparing report…"
      onClick={onExport}
    >
      <Download size={16} aria-hidden />
      Download Report
    </Button>
  );
}
