// One table per module of every finding it can make (issue 26): the code, the severity that
// code always has, what its arguments are (with an example of each), and the module's one
// function that words a finding. Makers take the severity from the row, so a code cannot be
// a caution in one place and a danger in another; tests/unit/tst_findingtables.cpp walks
// every table (each code worded in every language, each code the module's sources name is
// a row of its table).
#pragma once

#include "common/finding.h"

namespace DriveProof {

struct FindingRow
{
    const char *code = "";
    Severity severity = Severity::Info;
    const char *arguments = ""; // what the arguments are, in order, for a reader of the code
    QStringList example;        // arguments to word it with in the table's test
};

class FindingTable
{
public:
    using TextFn = QString (*)(const Finding &);
    FindingTable(QList<FindingRow> rows, TextFn wording);

    const QList<FindingRow> &rows() const { return m_rows; }
    const FindingRow *row(QAnyStringView code) const; // null when the code is not a row
    // The finding for `code`, with its row's severity and its text in the current language.
    // A code that is no row is a bug the table's test catches; it is made as Info.
    Finding make(QAnyStringView code, const QStringList &arguments = {}) const;
    QString text(const Finding &finding) const { return m_text(finding); }

private:
    QList<FindingRow> m_rows;
    TextFn m_text;
};

} // namespace DriveProof
