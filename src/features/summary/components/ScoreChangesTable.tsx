import { Box, Table } from '@chakra-ui/react';
import { formatLongDate } from '@/shared/format/dates';
import { eventText, formatChange, scoreText, type ScoreDay } from '../model/score-history';

/**
 * Every day with a change of the score history's range, newest last, in a box that scrolls with its header kept in
 * view. Loaded when first opened ('Show all N changes as a table'), so Chakra's Table stays out of the summary's
 * first load.
 */
export function ScoreChangesTable({ id, days, caption }: { id: string; days: readonly ScoreDay[]; caption: string }) {
  return (
    <Box
      id={id}
      role="region"
      aria-label={caption}
      tabIndex={0}
      w="full"
      maxH="80"
      overflow="auto"
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Table.Root size="sm" stickyHeader className="tabular-nums">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
            <Table.ColumnHeader>Reasons</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map((day) => (
            <Table.Row key={day.date} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">{formatLongDate(day.date)}</Table.Cell>
              <Table.Cell textAlign="end">{scoreText(day.score)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {day.change === null ? '' : formatChange(day.change)}
              </Table.Cell>
              <Table.Cell>{day.events.map(eventText).join('; ')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
