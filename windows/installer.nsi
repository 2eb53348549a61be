; The Space Cats installer for Windows (NSIS 3), made by
; scripts/build-windows.sh, which defines VERSION, STAGE (the installed tree:
; spacecats.exe, share\, licences\), ICON and OUTFILE.
;
; For the player alone, without asking for administrator rights: the game
; goes to %LOCALAPPDATA%\Programs\Space Cats, a Start-menu entry and the
; uninstaller's entry in "Installed apps" are the player's own (HKCU). Nothing
; else is written outside that folder. The game keeps settings and saves in
; %APPDATA%\spacecats, which uninstalling leaves: they are the player's.
; Silent: SpaceCats-Setup-VERSION.exe /S [/D=FOLDER]
; 64-bit, like the game: it runs where the game runs (and under Debian's
; wine64, which has no 32-bit half).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include "MUI2.nsh"

!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\SpaceCats"

Name "Space Cats"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Space Cats"
InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"
BrandingText "Space Cats ${VERSION}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\spacecats.exe"

!insertmacro MUI_PAGE_LICENSE "${STAGE}\licences\LICENSE.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; The installer speaks the system's language when it is one of these.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=${LANG_ENGLISH} "ProductName" "Space Cats"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileDescription" "Space Cats installer"
VIAddVersionKey /LANG=${LANG_ENGLISH} "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=${LANG_ENGLISH} "LegalCopyright" "GPL-3.0-or-later"

Section "Space Cats"
    SetOutPath "$INSTDIR"
    File /r "${STAGE}\*"
    WriteUninstaller "$INSTDIR\uninstall.exe"
    ; The shortcut's working folder is the player's Documents: what the game
    ; writes there (F12 screenshots, exported games) is easy to find.
    SetOutPath "$DOCUMENTS"
    CreateShortCut "$SMPROGRAMS\Space Cats.lnk" "$INSTDIR\spacecats.exe" "" \
        "$INSTDIR\spacecats.exe" 0
    WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "Space Cats"
    WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\spacecats.exe"
    WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
    WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
    Delete "$SMPROGRAMS\Space Cats.lnk"
    ; Only what the installer put there: the folders it made, by name.
    Delete "$INSTDIR\spacecats.exe"
    RMDir /r "$INSTDIR\share"
    RMDir /r "$INSTDIR\licences"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
    DeleteRegKey HKCU "${UNINST_KEY}"
SectionEnd
