// Sizes as people type them, one parser for the window and the CLI (issue 26).
#pragma once

#include <QString>

#include <optional>

namespace DriveProof {

// "4096", "64k", "256M", "1G", "1GiB", "1GB", "2T": IEC multiples (powers of two), as fio
// reads them, with or without "B"/"iB"; case does not matter. nullopt for 0, junk, or more
// than 1 PiB.
std::optional<quint64> parseDataSize(QString text);

} // namespace DriveProof
