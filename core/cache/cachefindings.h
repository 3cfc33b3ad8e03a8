// What core/cache finds about a drive's write cache, as stable codes with arguments
// (common/finding.h), and the one function that words them. The codes travel as they are:
// in WriteCacheState::findings, over the helper's D-Bus replies, in `cache --json` and in the
// fleet export; findingText() makes the sentence where it is read, in that process's
// language. Consumers key on the codes, never on the sentences.
#pragma once

#include "common/findingtable.h"

namespace DriveProof::Cache {

namespace FindingCode {
// The kernel says write through while the drive's cache is on: no flushes are sent, so
// committed data can be lost at a power cut. Danger; no arguments.
inline constexpr char kKernelWriteThroughCacheOn[] = "cache.kernel-write-through-cache-on";
// The kernel still sends flushes to a drive whose cache is off: safe. Info; no arguments.
inline constexpr char kKernelWriteBackCacheOff[] = "cache.kernel-write-back-cache-off";
// The saved setting differs from the current one and applies at the next power cycle.
// Caution; no arguments. "on": the cache is off now and comes back on.
inline constexpr char kSavedSwitchesOn[] = "cache.saved-switches-on";
inline constexpr char kSavedSwitchesOff[] = "cache.saved-switches-off";
// No drive-level cache to ask. Info. Arguments: device path; for a loop device also the
// file behind it.
inline constexpr char kNoDriveLoop[] = "cache.no-drive.loop";
inline constexpr char kNoDriveVirtio[] = "cache.no-drive.virtio";
inline constexpr char kNoDrive[] = "cache.no-drive";
// A virtual disk (QEMU, VMware, Hyper-V, virtio...). Info. Arguments: path, who emulates it.
inline constexpr char kVirtualDisk[] = "cache.virtual-disk";
// NVMe without Select / Save support: a change lasts until the next power cycle. Info.
inline constexpr char kNvmeNotSaveable[] = "cache.nvme-not-saveable";
// A value could not be read. Caution. Arguments: device path, the error as the transport
// said it (made where the drive was asked: the helper's language when it came from there).
inline constexpr char kCurrentUnknown[] = "cache.unknown-current";
inline constexpr char kChangeableUnknown[] = "cache.unknown-changeable";
inline constexpr char kSavedUnknown[] = "cache.unknown-saved";
// A sentence from a helper older than the codes (its reply carried sentences only), kept
// as it came. Info. Argument: the sentence.
inline constexpr char kHelperSentence[] = "cache.helper-sentence";
} // namespace FindingCode

// Every code above with its severity and arguments (common/findingtable.h).
const FindingTable &findingTable();

// A finding of this folder: `code` one of FindingCode, its severity from the table, no text
// (findingText() words it where it is read).
Finding cacheFinding(const char *code, const QStringList &arguments = {});

// The sentence for a finding of this folder, in the current language. An unknown code (from
// a newer helper) gives a generic sentence that names the code and its arguments.
QString findingText(const Finding &finding);
QStringList findingTexts(const QList<Finding> &findings);

} // namespace DriveProof::Cache
