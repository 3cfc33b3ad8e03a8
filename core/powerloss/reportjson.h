// The power-loss verdict as JSON: what the CLI prints, the GUI exports, the history keeps
// and the witness receives, so both machines hold the same report.
#pragma once

#include "powerloss/verifier.h"

#include <QJsonObject>

namespace DriveProof::PowerLoss {

// Keys: verdict ("PASS"/"FAIL"/"INCONCLUSIVE"), reasons, classes (every class name → count,
// zeros included), validity (check key → {ok, reason}), acknowledged_writes,
// blocks_checked, cut_estimate_ns, tail_loss {commits, ms_before_cut}, anomalies,
// sector_findings, write_findings, timeline, and *_not_listed counts for capped lists.
QJsonObject reportToJson(const VerifyReport &report);

} // namespace DriveProof::PowerLoss
