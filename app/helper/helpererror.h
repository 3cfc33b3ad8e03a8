// What every part of the helper shares: its translation context, its logging category and
// the shape of a refusal (a named D-Bus error plus one sentence for a person).
#pragma once

#include "privilege/helpernames.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QString>

#include <variant>

Q_DECLARE_LOGGING_CATEGORY(lcHelper)

namespace DriveProof::Helper {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DriveProof::Helper)
};

using Privilege::Helper1::ErrorKind;

// Why a call is refused: the D-Bus error name comes from `kind`, `message` names the device
// and says what to do.
struct Refusal
{
    ErrorKind kind = ErrorKind::Failed;
    QString message;
};

// A value or the refusal that stops the call. Only inside the helper; the core's Result
// carries no D-Bus error kind.
template <typename T> using Checked = std::variant<T, Refusal>;

} // namespace DriveProof::Helper
