// The verifier's findings in words (verifier.h): stable class, state and verdict names
// for JSON, and translated sentences for people.
#include "powerloss/verifier.h"

#include "powerloss/powerlosstr.h"

#include <algorithm>
#include <limits>

namespace DriveProof::PowerLoss {

QString className(FindingClass c)
{
    switch (c) {
    case FindingClass::Ok:
        return QStringLiteral("OK");
    case FindingClass::Misdirected:
        return QStringLiteral("MISDIRECTED");
    case FindingClass::Stale:
        return QStringLiteral("STALE");
    case FindingClass::Shorn:
        return QStringLiteral("SHORN");
    case FindingClass::BitCorruption:
        return QStringLiteral("BIT_CORRUPTION");
    case FindingClass::Zeroed:
        return QStringLiteral("ZEROED");
    case FindingClass::Erased:
        return QStringLiteral("ERASED");
    case FindingClass::Garbage:
        return QStringLiteral("GARBAGE");
    case FindingClass::Unreadable:
        return QStringLiteral("UNREADABLE");
    case FindingClass::LostAcked:
        return QStringLiteral("LOST_ACKED");
    case FindingClass::TornAcked:
        return QStringLiteral("TORN_ACKED");
    case FindingClass::Reordered:
        return QStringLiteral("REORDERED");
    case FindingClass::TailLoss:
        return QStringLiteral("TAIL_LOSS");
    case FindingClass::DeadDevice:
        return QStringLiteral("DEAD_DEVICE");
    case FindingClass::IdentityChanged:
        return QStringLiteral("IDENTITY_CHANGED");
    case FindingClass::DataAtRestDamage:
        return QStringLiteral("DATA_AT_REST_DAMAGE");
    case FindingClass::ProtocolAnomaly:
        return QStringLiteral("PROTOCOL_ANOMALY");
    }
    return {};
}

bool isFailure(FindingClass c)
{
    return c != FindingClass::Ok && c != FindingClass::ProtocolAnomaly;
}

QString describeClass(FindingClass c, std::uint64_t count)
{
    const int n = int(std::min<std::uint64_t>(count, std::numeric_limits<int>::max()));
    switch (c) {
    case FindingClass::Ok:
        return Tr::tr("%Ln block(s) hold exactly what they should.", nullptr, n);
    case FindingClass::Misdirected:
        return Tr::tr("%Ln block(s) hold data that was written to another place.", nullptr, n);
    case FindingClass::Stale:
        return Tr::tr("%Ln block(s) hold data from before this test: the drive forgot the "
                      "preparation.",
                      nullptr, n);
    case FindingClass::Shorn:
        return Tr::tr("%Ln block(s) are half old, half new: a write tore inside a block.", nullptr,
                      n);
    case FindingClass::BitCorruption:
        return Tr::tr("%Ln block(s) have flipped bits.", nullptr, n);
    case FindingClass::Zeroed:
        return Tr::tr("%Ln block(s) read back as zeros.", nullptr, n);
    case FindingClass::Erased:
        return Tr::tr("%Ln block(s) read back erased (all ones).", nullptr, n);
    case FindingClass::Garbage:
        return Tr::tr("%Ln block(s) hold data nobody wrote.", nullptr, n);
    case FindingClass::Unreadable:
        return Tr::tr("%Ln block(s) cannot be read.", nullptr, n);
    case FindingClass::LostAcked:
        return Tr::tr("%Ln acknowledged write(s) were lost.", nullptr, n);
    case FindingClass::TornAcked:
        return Tr::tr("%Ln acknowledged write(s) survived only in part.", nullptr, n);
    case FindingClass::Reordered:
        return Tr::tr("%Ln acknowledged write(s) were lost while later ones survived: the "
                      "drive reorders writes across flushes.",
                      nullptr, n);
    case FindingClass::TailLoss:
        return Tr::tr("%Ln acknowledged write(s) just before the cut were lost: the drive "
                      "acknowledges flushes before the data is safe.",
                      nullptr, n);
    case FindingClass::DeadDevice:
        return Tr::tr("The drive cannot be read at all after the power cut.");
    case FindingClass::IdentityChanged:
        return Tr::tr("The drive's identity or capacity changed after the power cut.");
    case FindingClass::DataAtRestDamage:
        return Tr::tr("%Ln block(s) written only before the test were damaged: data at rest "
                      "is not safe on this drive.",
                      nullptr, n);
    case FindingClass::ProtocolAnomaly:
        return Tr::tr("%Ln contradiction(s) between the witness's record and the test plan: "
                      "a bug in DriveProof, so this run proves nothing.",
                      nullptr, n);
    }
    return {};
}

QString writeStateName(WriteState s)
{
    switch (s) {
    case WriteState::Ok:
        return QStringLiteral("OK");
    case WriteState::Lost:
        return QStringLiteral("LOST_ACKED");
    case WriteState::Torn:
        return QStringLiteral("TORN_ACKED");
    case WriteState::Damaged:
        return QStringLiteral("DAMAGED");
    case WriteState::Misdirected:
        return QStringLiteral("MISDIRECTED");
    case WriteState::Unknown:
        return QStringLiteral("UNKNOWN");
    }
    return {};
}

QString verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Pass:
        return QStringLiteral("PASS");
    case Verdict::Fail:
        return QStringLiteral("FAIL");
    case Verdict::Inconclusive:
        return QStringLiteral("INCONCLUSIVE");
    }
    return {};
}

QStringList VerifyReport::failureReasons() const
{
    QStringList out;
    const std::uint64_t lost = count(FindingClass::LostAcked);
    for (const auto &[c, n] : counts) {
        if (!isFailure(c) || n == 0)
            continue;
        if (c == FindingClass::LostAcked && n == acknowledgedWrites && n > 1)
            out << Tr::tr("All %Ln acknowledged write(s) were lost.", nullptr,
                          int(std::min<std::uint64_t>(n, std::numeric_limits<int>::max())));
        else if (c == FindingClass::TailLoss && n == lost)
            // The same writes as the line above: say what they mean, not their number again.
            out << Tr::tr("They were the last ones before the cut: the drive acknowledges "
                          "flushes before the data is safe.");
        else
            out << describeClass(c, n);
    }
    return out;
}

bool VerifyReport::hasFailure() const
{
    return std::any_of(counts.begin(), counts.end(),
                       [](const auto &entry) { return isFailure(entry.first) && entry.second; });
}

} // namespace DriveProof::PowerLoss
