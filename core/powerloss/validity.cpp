// The validity checks of validity.h: did the power really go while commits flowed (a new
// boot, the unsafe-shutdown counter, commits and writes in flight at the cut), each with
// its reason in words.
#include "powerloss/validity.h"

#include "powerloss/powerlosstr.h"

#include <algorithm>
#include <limits>

namespace DriveProof::PowerLoss {
namespace {

ValidityCheck check(const char *key, bool ok, const QString &reason)
{
    return ValidityCheck{QString::fromLatin1(key), ok, reason};
}

QString seconds(std::int64_t ns)
{
    return QString::number(double(ns) / 1e9, 'f', 1);
}

} // namespace

QList<ValidityCheck> checkValidity(const Ledger &ledger, const ObservedFacts &now,
                                   const WriterFacts *before)
{
    const WriterFacts &start = before ? *before : ledger.writer;
    QList<ValidityCheck> checks;
    checks << check("prepared", ledger.prepared,
                    ledger.prepared
                        ? Tr::tr("The test area was filled and flushed before the run.")
                        : Tr::tr("The witness never heard that the test area was prepared: "
                                 "start a new run."));

    if (now.simulatedCut) {
        checks << check("simulated_cut", true,
                        Tr::tr("Simulated power cut (practice mode): no reboot was expected."));
    } else {
        const bool known = !now.bootId.empty() && !start.bootId.empty();
        const bool changed = known && now.bootId != start.bootId;
        checks << check("boot_id_changed", changed,
                        changed  ? Tr::tr("The machine restarted after the test.")
                        : !known ? Tr::tr("The boot id could not be compared, so a restart "
                                          "cannot be confirmed.")
                                 : Tr::tr("The machine has not restarted since the test: cut "
                                          "the power, then verify after the reboot."));
        const std::int64_t baseline = start.unsafeShutdowns;
        if (baseline < 0 || now.unsafeShutdowns < 0) {
            // Many drives have no such counter: that must not make every run inconclusive.
            checks << check("unsafe_shutdowns_rose", true,
                            Tr::tr("The drive has no unsafe-shutdown counter; this check was "
                                   "skipped."));
        } else {
            const bool rose = now.unsafeShutdowns > baseline;
            //: %1 and %2 counts of unsafe shutdowns reported by the drive
            checks << check("unsafe_shutdowns_rose", rose,
                            rose ? Tr::tr("The drive counted an unsafe shutdown (%1 → %2).")
                                       .arg(baseline)
                                       .arg(now.unsafeShutdowns)
                                 : Tr::tr("The drive saw a clean shutdown (its unsafe-shutdown "
                                          "counter stayed at %1): pull the plug, don't press "
                                          "the power button.")
                                       .arg(baseline));
        }
    }

    const std::int64_t lastAckNs = ledger.acks.empty() ? 0 : ledger.acks.back().witnessTimeNs;
    const std::int64_t cutNs = ledger.lastHeardWitnessNs;
    // The times come from the witness's ledger: any int64 at all. The gap is taken without
    // overflow (a crafted ledger made cutNs - lastAckNs overflow; found by fuzz_verifierledger
    // under UBSan), and saturated for the message.
    const std::int64_t gapNs =
        lastAckNs < 0 && cutNs > std::numeric_limits<std::int64_t>::max() + lastAckNs
            ? std::numeric_limits<std::int64_t>::max()
        : lastAckNs > 0 && cutNs < std::numeric_limits<std::int64_t>::min() + lastAckNs
            ? std::numeric_limits<std::int64_t>::min()
            : cutNs - lastAckNs;
    const bool flowing = !ledger.acks.empty() && cutNs > 0 && gapNs <= kFlowingWindowNs;
    checks << check("commits_flowing", flowing,
                    ledger.acks.empty()
                        ? Tr::tr("No commit reached the witness: let the test run before "
                                 "cutting the power.")
                    : flowing ? Tr::tr("Commits were reaching the witness until the cut.")
                              //: %1 seconds
                              : Tr::tr("The last commit reached the witness %1 s before the writer "
                                       "went silent: the test was not writing when the power went.")
                                    .arg(seconds(gapNs)));

    const std::uint64_t lastAckSeq = ledger.acks.empty() ? 0 : ledger.acks.back().seq;
    const bool inFlight = ledger.lastIssuedSeq > lastAckSeq || ledger.inFlightAtLastHeartbeat > 0;
    checks << check("writes_in_flight", inFlight,
                    inFlight ? Tr::tr("Writes were in flight when the writer went silent.")
                             : Tr::tr("No write was in flight at the cut: every issued write "
                                      "had been acknowledged, so the cut tested nothing "
                                      "pending."));

    const bool linkAlive = cutNs > 0 && !ledger.acks.empty() && cutNs >= lastAckNs;
    checks << check("link_alive", linkAlive,
                    linkAlive ? Tr::tr("The link to the witness was alive until the cut.")
                              : Tr::tr("The witness did not hear the writer until the cut."));

    checks << check("no_writer_error", !ledger.writerError,
                    ledger.writerError
                        //: %1 the writer's error text
                        ? Tr::tr("The writer stopped on an error before the cut: %1")
                              .arg(QString::fromStdString(ledger.writerErrorText))
                        : Tr::tr("The writer reported no error."));

    checks << check("not_clean_end", !ledger.cleanEnd,
                    ledger.cleanEnd ? Tr::tr("The writer stopped on purpose before the cut: "
                                             "cut the power while the test is writing.")
                                    : Tr::tr("The writer did not stop on its own."));
    return checks;
}

bool allValid(const QList<ValidityCheck> &checks)
{
    return std::all_of(checks.begin(), checks.end(), [](const ValidityCheck &c) { return c.ok; });
}

} // namespace DriveProof::PowerLoss
