// Help → About: what DriveProof is, its version (the CMake project version, as
// driveproof-cli --version prints it), the Qt it runs on, the kernel, and its licence.
// A plain dialog opened with open(), not QMessageBox::about (no nested event loop); every
// line is a label with an accessible name, so a screen reader reads each one.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;

namespace DriveProof::Gui {

class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The texts shown, for tests: title, description, versions, licence.
    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_description;
    QLabel *m_versions;
    QLabel *m_licence;
    QDialogButtonBox *m_buttons;
};

} // namespace DriveProof::Gui
